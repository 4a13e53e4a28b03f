/// A value read from collections that may have left out records it could not read.
public protocol SkippedItemsReporting {
  /// The records left out, one report per collection; empty when none were.
  var skipped: [SkippedItems] { get }
}

extension Page: SkippedItemsReporting {}
extension PostDetail: SkippedItemsReporting {}
extension UserDetail: SkippedItemsReporting {}
