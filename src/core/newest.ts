/**
 * Answers that may arrive out of order (two reads of the same count close together): each read
 * takes a ticket, and only the newest read's ticket is still current when its answer comes.
 */
export function newestOnly(): () => () => boolean {
  let taken = 0
  return () => {
    const mine = ++taken
    return () => mine === taken
  }
}
