import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Carries signals from their handler to the handlers of ``SignalObserver``s: the one handler it
/// installs runs the newest observer's action, if any, then writes the signal's number to a pipe;
/// a thread of its own reads the pipe and calls every handler observing that signal. That thread
/// takes every observed signal (it unblocks them), so that one is never left pending in a process
/// whose other threads all block it, as Dispatch's workers do.
///
/// Dispatch's signal sources are not used: on Linux, one installs its own handler the first time
/// a signal is observed, later and on a thread of its own, over whatever was set in between, and
/// after the first source of a signal is cancelled, the next one never hears of it.
final class SignalRelay: Sendable {
  static let shared = SignalRelay()

  /// One observer's part.
  private struct Observation {
    let id: Int
    let action: sighandler_t?
    let handler: @Sendable () -> Void
  }

  private struct State {
    var nextID = 0
    var observations: [Int32: [Observation]] = [:]
    /// Each observed signal's action from before it was first observed.
    var earlierActions: [Int32: sigaction] = [:]
    var isReading = false
  }

  private let state = Mutex(State())
  /// The pipe's read end, -1 when no pipe could be made (no handler is then called).
  private let readEnd: Int32

  private init() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else {
      readEnd = -1
      return
    }
    for end in ends {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    // A signal's handler never waits: with the pipe full, the signal's byte is dropped.
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    readEnd = ends[0]
    relayedActions.initialize(repeating: nil, count: relayedSignalCount)
    relayDescriptor = ends[1]
  }

  /// Calls `handler` on the relay's thread for each delivery of `signalNumber`, and runs
  /// `action` first in the signal's handler when given, until ``stopObserving(_:signal:)`` with
  /// the returned id. The signal's action is the relay's from now on, whatever it was set to in
  /// between; when no pipe could be made, it stays as it is and the handler is never called.
  func observe(
    _ signalNumber: Int32, action: sighandler_t?, handler: @escaping @Sendable () -> Void
  ) -> Int {
    let (id, startsReading) = state.withLock { state -> (Int, Bool) in
      let id = state.nextID
      state.nextID += 1
      // Without a pipe, nothing would reach the handlers: the signal keeps its own action.
      guard readEnd >= 0 else { return (id, false) }
      state.observations[signalNumber, default: []].append(
        Observation(id: id, action: action, handler: handler))
      setAction(of: signalNumber, observations: state.observations[signalNumber] ?? [])
      var relayed = sigaction()
      #if canImport(Glibc)
        relayed.__sigaction_handler.sa_handler = relayHandler
      #else
        relayed.__sigaction_u.__sa_handler = relayHandler
      #endif
      relayed.sa_flags = SA_RESTART
      sigemptyset(&relayed.sa_mask)
      var earlier = sigaction()
      Self.setAction(signalNumber, &relayed, &earlier)
      if state.earlierActions[signalNumber] == nil {
        state.earlierActions[signalNumber] = earlier
      }
      defer { state.isReading = true }
      return (id, !state.isReading)
    }
    if startsReading {
      Thread.detachNewThread { [self] in readSignals() }
    } else if readEnd >= 0 {
      // The reader unblocks the signal before it reads on.
      var byte = Self.unblockingByte
      _ = write(relayDescriptor, &byte, 1)
    }
    return id
  }

  /// What the pipe carries, in place of a signal's number, to ask the reader to unblock the
  /// signals observed now.
  private static let unblockingByte: UInt8 = 0

  /// Stops calling the handler of observation `id`; when it was the signal's last observer, puts
  /// back the action the signal had before it was first observed.
  func stopObserving(_ id: Int, signal signalNumber: Int32) {
    state.withLock { state in
      guard var observations = state.observations[signalNumber],
        let index = observations.firstIndex(where: { $0.id == id })
      else { return }
      observations.remove(at: index)
      setAction(of: signalNumber, observations: observations)
      guard observations.isEmpty else {
        state.observations[signalNumber] = observations
        return
      }
      state.observations[signalNumber] = nil
      if var earlier = state.earlierActions.removeValue(forKey: signalNumber) {
        Self.setAction(signalNumber, &earlier, nil)
      }
    }
  }

  /// The newest of `observations`' actions, as the one the relay's handler runs.
  private func setAction(of signalNumber: Int32, observations: [Observation]) {
    guard signalNumber > 0, signalNumber < relayedSignalCount else { return }
    relayedActions[Int(signalNumber)] = observations.last { $0.action != nil }?.action
  }

  /// `sigaction(2)`, named apart from the structure of the same name.
  private static func setAction(
    _ signalNumber: Int32, _ action: UnsafePointer<sigaction>,
    _ earlier: UnsafeMutablePointer<sigaction>?
  ) {
    _ = sigaction(signalNumber, action, earlier)
  }

  /// Reads the signals' numbers from the pipe and calls their handlers, for as long as the
  /// process runs.
  private func readSignals() {
    unblockObservedSignals()
    var byte: UInt8 = 0
    while true {
      let count = read(readEnd, &byte, 1)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      guard byte != Self.unblockingByte else {
        unblockObservedSignals()
        continue
      }
      let handlers = state.withLock { state in
        (state.observations[Int32(byte)] ?? []).map(\.handler)
      }
      for handler in handlers { handler() }
    }
  }

  /// Lets the calling thread, the reader, take every signal observed now.
  private func unblockObservedSignals() {
    var signals = sigset_t()
    sigemptyset(&signals)
    for signalNumber in state.withLock({ Array($0.observations.keys) }) {
      sigaddset(&signals, signalNumber)
    }
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }
}

/// How many signal numbers the relay's table of actions holds (Linux's and Darwin's are below).
private let relayedSignalCount = 65

/// Each signal's action the relay's handler runs, by number; read without a lock by that
/// handler, which may not take one. Made before any handler is installed.
nonisolated(unsafe) private let relayedActions = UnsafeMutablePointer<sighandler_t?>.allocate(
  capacity: relayedSignalCount)

/// The pipe's write end, read without a lock by the relay's handler; -1 until the pipe is made.
nonisolated(unsafe) private var relayDescriptor: Int32 = -1

/// The relay's handler: the observers' action, then the signal's number into the pipe. It does
/// only what a signal's handler may.
private let relayHandler: @convention(c) (Int32) -> Void = { signalNumber in
  let savedError = errno
  if signalNumber > 0, signalNumber < relayedSignalCount,
    let action = relayedActions[Int(signalNumber)]
  {
    action(signalNumber)
  }
  var byte = UInt8(truncatingIfNeeded: signalNumber)
  _ = write(relayDescriptor, &byte, 1)
  errno = savedError
}
