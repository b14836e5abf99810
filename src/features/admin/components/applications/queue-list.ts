/** What the applications page hands each of its tabs' tables. */

/** What each tab's table is given: the page and the status filter from the URL. */
export interface QueueListProps {
  offset: number;
  setOffset: (offset: number) => void;
  status: string;
}
