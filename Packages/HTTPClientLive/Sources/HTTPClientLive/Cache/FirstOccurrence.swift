import Synchronization

/// Tells the first of many occurrences from the rest, for something reported once however often
/// it happens; shared by every copy of the value that holds it.
final class FirstOccurrence: Sendable {
  private let hasOccurred = Atomic(false)

  func isFirst() -> Bool {
    !hasOccurred.exchange(true, ordering: .acquiringAndReleasing)
  }
}
