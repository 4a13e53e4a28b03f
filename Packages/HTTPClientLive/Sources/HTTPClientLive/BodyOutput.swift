import Foundation
import HTTPClient
import Synchronization

/// Where the body of an answer of success goes once it outgrows what is held in memory: a
/// ``BodyPassThrough``'s or a download's, as the requests of a task see it.
///
/// A ``Transfer`` with an output holds the body of a `2xx` answer up to ``holding`` bytes, as
/// any answer is held; once it outgrows that, it opens the output with the answer's head,
/// writes what it held, then each part as it comes, and holds nothing more. A body that ends
/// within ``holding`` is the answer as usual, the output untouched. Answers of other statuses
/// are held as usual, within the size limit.
struct BodyOutput: Sendable {
  /// The most bytes held before the body goes to the output; 0 sends it from the first byte.
  var holding: Int
  /// Told the answer's head before the first byte is written; what it throws ends the transfer.
  var open: @Sendable (HTTPResponseHead) throws -> Void
  /// Writes the next bytes of the body, on the session's delegate queue, in order.
  var write: @Sendable (Data) throws -> Void
  /// Told of the body's bytes received so far and those expected in all, for each part.
  var received: @Sendable (TransferProgress) -> Void = { _ in }
  /// How much went to the output, shared by the requests of one ``BodyPassThrough/run(_:)``.
  let written = Written()

  /// The bytes a body that went out had received when its request last heard of it, `nil`
  /// until one is opened: a failure after that (a deadline that passed between its parts) is
  /// ``BodyPassThrough/Broken``, never tried again nor answered from the cache.
  final class Written: Sendable {
    private let state = Mutex<TransferProgress?>(nil)

    var progress: TransferProgress? {
      state.withLock { $0 }
    }

    func update(_ progress: TransferProgress) {
      state.withLock { $0 = progress }
    }
  }

  /// The output of the current task's reads; `nil`, the default, holds every body.
  @TaskLocal static var current: BodyOutput?
}

/// The body of an answer went to the task's ``BodyOutput``: how the transfer ends instead of
/// with the body, so that nothing above it (a retry, the cache) takes the empty answer for one.
struct BodyWentOut: Error, Sendable {
  var head: HTTPResponseHead
  var byteCount: Int64
}
