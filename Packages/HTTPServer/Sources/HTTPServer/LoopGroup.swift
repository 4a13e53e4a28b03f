import Synchronization

/// What the event loops of one server share: each loop's inbox, and how many connections and
/// bytes of request bodies each holds, so that the limits of ``HTTPServerConfiguration`` hold
/// for the server as a whole.
///
/// The first loop accepts every connection and gives it to the loop that holds the fewest, which
/// serves it from then on. Each loop counts the bytes of request bodies its connections hold at
/// every turn; a loop checking the total adds the others' counts as of their last turn.
final class LoopGroup: Sendable {
  /// Each loop's inbox, by the loop's index.
  let inboxes: [EventLoopInbox]

  private struct Load {
    var connections = 0
    var heldBytes = 0
  }

  private let loads: Mutex<[Load]>

  /// Creates the group of the loops reached through `inboxes`, none holding anything.
  init(inboxes: [EventLoopInbox]) {
    self.inboxes = inboxes
    loads = Mutex(Array(repeating: Load(), count: inboxes.count))
  }

  /// Counts a new connection against the loop that holds the fewest and returns that loop's
  /// index; `nil`, counting nothing, when the loops hold `limit` connections already.
  func reserveConnection(limit: Int) -> Int? {
    loads.withLock { loads in
      var total = 0
      var fewest = 0
      for (index, load) in loads.enumerated() {
        total += load.connections
        if load.connections < loads[fewest].connections { fewest = index }
      }
      guard total < limit, loads.indices.contains(fewest) else { return nil }
      loads[fewest].connections += 1
      return fewest
    }
  }

  func releaseConnection(of index: Int) {
    loads.withLock { loads in
      guard loads.indices.contains(index) else { return }
      loads[index].connections = max(loads[index].connections - 1, 0)
    }
  }

  /// Records how many bytes of request bodies the loop at `index` holds.
  func publishHeldBytes(_ bytes: Int, of index: Int) {
    loads.withLock { loads in
      guard loads.indices.contains(index) else { return }
      loads[index].heldBytes = bytes
    }
  }

  /// How many bytes of request bodies the loops other than the one at `index` last said they
  /// hold.
  func heldBytes(besides index: Int) -> Int {
    loads.withLock { loads in
      var total = 0
      for (other, load) in loads.enumerated() where other != index {
        total = total.addingReportingOverflow(load.heldBytes).partialValue
      }
      return total
    }
  }
}
