/**
 * A Server-Sent Events reader for the bank's `GET /api/events`: turns the bytes of a
 * `text/event-stream` body into events (`id`, `event`, `data`), as the HTML standard's
 * parsing rules say (fields per line, a blank line dispatches, comments ignored,
 * multi-line data joined with newlines).
 */

/** One dispatched event. */
export interface SseEvent {
  /** The last `id:` seen (carried over from earlier events when this one has none). */
  id: string | null;
  /** The `event:` name, `message` when none was given. */
  event: string;
  data: string;
}

/**
 * Splits text into SSE events, keeping a partial line or event for the next chunk.
 */
export class SseParser {
  private buffer = '';
  private data: string[] = [];
  private event = '';
  private lastId: string | null = null;

  /**
   * Feeds one decoded chunk.
   * @returns the events completed by it, in order
   */
  push(chunk: string): SseEvent[] {
    this.buffer += chunk;
    const events: SseEvent[] = [];
    for (;;) {
      const end = this.buffer.search(/\r\n|\r|\n/);
      if (end < 0) break;
      const line = this.buffer.slice(0, end);
      const width = this.buffer.startsWith('\r\n', end) ? 2 : 1;
      this.buffer = this.buffer.slice(end + width);
      const event = this.line(line);
      if (event) events.push(event);
    }
    return events;
  }

  /** One line: a field, a comment, or the blank line that dispatches. */
  private line(line: string): SseEvent | null {
    if (line === '') {
      if (this.data.length === 0) {
        this.event = '';
        return null;
      }
      const event = { id: this.lastId, event: this.event || 'message', data: this.data.join('\n') };
      this.data = [];
      this.event = '';
      return event;
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    else if (field === 'id' && !value.includes('\0')) this.lastId = value;
    return null;
  }
}
