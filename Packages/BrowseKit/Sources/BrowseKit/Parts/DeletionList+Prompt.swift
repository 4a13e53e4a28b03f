import Features
import ScreenKit

extension DeletionList.State where Target: CustomStringConvertible {
  /// The deletion asked about last, and where it stands, for the status line.
  public var prompt: DeletionPrompt? {
    deletions.last.map {
      DeletionPrompt(of: $0, title: titles[$0.target] ?? $0.target.description)
    }
  }
}
