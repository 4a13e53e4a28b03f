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

  /// Those waiting for the loops to hold no connection, by number. A wait is added and removed
  /// inside `loads`, so that a release cannot pass between a waiter's count and its wait.
  private let idleWaiters = Mutex<
    (next: UInt64, waiting: [UInt64: CheckedContinuation<Void, Never>])
  >(
    (0, [:]))

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
    let woken = loads.withLock { loads -> [CheckedContinuation<Void, Never>] in
      guard loads.indices.contains(index) else { return [] }
      loads[index].connections = max(loads[index].connections - 1, 0)
      guard loads.allSatisfy({ $0.connections == 0 }) else { return [] }
      return idleWaiters.withLock { waiters in
        defer { waiters.waiting = [:] }
        return Array(waiters.waiting.values)
      }
    }
    for waiter in woken {
      waiter.resume()
    }
  }

  /// Returns once the loops hold no connection, or the task is cancelled: at once if they hold
  /// none now, otherwise when the last one they hold is closed.
  func waitUntilNoConnectionIsHeld() async {
    let id = idleWaiters.withLock { waiters in
      defer { waiters.next &+= 1 }
      return waiters.next
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let waits = loads.withLock { loads in
          guard !Task.isCancelled, !loads.allSatisfy({ $0.connections == 0 }) else {
            return false
          }
          idleWaiters.withLock { $0.waiting[id] = continuation }
          return true
        }
        if !waits {
          continuation.resume()
        }
      }
    } onCancel: {
      // Inside `loads`, as the wait is registered: either the wait sees the cancellation, or
      // it is registered by now and is ended here.
      loads.withLock { _ in idleWaiters.withLock { $0.waiting.removeValue(forKey: id) } }?.resume()
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
