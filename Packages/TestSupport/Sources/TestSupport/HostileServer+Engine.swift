import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

extension HostileServer {
  /// What serves the connections of a ``HostileServer``: the threads that serve them hold it,
  /// not the server, so that the server's deinit runs, and stops it, while a connection is held.
  final class Engine: Sendable {
    private let listener: LoopbackListener
    private let script: Script
    private struct State {
      var received: [Request] = []
      var requestWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
      var partialSent = false
      var partialWaiters: [CheckedContinuation<Void, Never>] = []
      var isStopped = false
      /// The connections being served; ``stop()`` shuts each down to wake its thread.
      var connections: Set<Int32> = []
      /// The threads waiting in a ``Step/hold`` or a ``Step/trickle(_:interval:)``.
      var sleepers: [ObjectIdentifier: DispatchSemaphore] = [:]
    }

    private let state = Mutex(State())

    var port: UInt16 { listener.port }

    var requests: [Request] {
      state.withLock { $0.received }
    }

    init(address: String, script: @escaping Script) throws {
      self.script = script
      listener = try LoopbackListener(address: address)
    }

    func start() {
      listener.start { [self] connection in serve(connection) }
    }

    func waitForRequests(count: Int) async {
      await withCheckedContinuation { continuation in
        let isDone = state.withLock { state in
          if state.received.count >= count {
            return true
          }
          state.requestWaiters.append((count, continuation))
          return false
        }
        if isDone {
          continuation.resume()
        }
      }
    }

    func waitForPartialSend() async {
      await withCheckedContinuation { continuation in
        let isDone = state.withLock { state in
          if !state.partialSent {
            state.partialWaiters.append(continuation)
          }
          return state.partialSent
        }
        if isDone {
          continuation.resume()
        }
      }
    }

    /// Stops accepting connections and wakes every thread serving one: a read or a write on a
    /// shut-down socket returns at once, and a hold or a trickle ends.
    func stop() {
      let sleepers = state.withLock { state -> [DispatchSemaphore] in
        guard !state.isStopped else { return [] }
        state.isStopped = true
        // Under the lock, so that no descriptor is closed, and reused, before it is shut down.
        for connection in state.connections {
          shutdown(connection, Int32(SHUT_RDWR))
        }
        defer { state.sleepers = [:] }
        return Array(state.sleepers.values)
      }
      for sleeper in sleepers {
        sleeper.signal()
      }
      listener.stop()
    }

    private func serve(_ connection: Int32) {
      let isServed = state.withLock { state in
        if !state.isStopped {
          state.connections.insert(connection)
        }
        return !state.isStopped
      }
      defer {
        state.withLock { _ = $0.connections.remove(connection) }
        close(connection)
      }
      guard isServed, let request = readRequest(from: connection) else { return }
      let index = record(request)
      for step in script(request, index) {
        guard play(step, on: connection) else { return }
      }
    }

    /// Waits until ``stop()`` or `deadline`; `true` when the server stopped.
    private func waitForStop(until deadline: DispatchTime = .distantFuture) -> Bool {
      let sleeper = DispatchSemaphore(value: 0)
      let key = ObjectIdentifier(sleeper)
      let isStopped = state.withLock { state in
        if !state.isStopped {
          state.sleepers[key] = sleeper
        }
        return state.isStopped
      }
      guard !isStopped else { return true }
      if sleeper.wait(timeout: deadline) == .success {
        return true
      }
      let isRemoved = state.withLock { $0.sleepers.removeValue(forKey: key) != nil }
      if !isRemoved {
        // stop() took the sleeper between the timeout and the lock, and has signalled it.
        sleeper.wait()
      }
      return !isRemoved
    }

    /// Plays `step`; `false` when the connection is over.
    private func play(_ step: Step, on connection: Int32) -> Bool {
      switch step {
      case .send(let data):
        return write(data, to: connection)
      case .text(let text):
        return write(Data(text.utf8), to: connection)
      case .markSent:
        let waiters = state.withLock { state in
          state.partialSent = true
          defer { state.partialWaiters = [] }
          return state.partialWaiters
        }
        for waiter in waiters {
          waiter.resume()
        }
        return true
      case .hold:
        _ = waitForStop()
        return false
      case .trickle(let data, let interval):
        for byte in data {
          guard write(Data([byte]), to: connection),
            !waitForStop(until: .now() + interval)
          else { return false }
        }
        return true
      case .flood(let count, let byte):
        let chunk = Data(repeating: byte, count: 64 * 1024)
        var left = count
        while left > 0 {
          guard write(chunk.prefix(left), to: connection) else { return false }
          left -= min(left, chunk.count)
        }
        return true
      case .reset:
        var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
        setsockopt(
          connection, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
        return false
      }
    }

    private func record(_ request: Request) -> Int {
      let (index, ready) = state.withLock { state in
        state.received.append(request)
        let count = state.received.count
        let ready = state.requestWaiters.filter { $0.count <= count }
        state.requestWaiters.removeAll { $0.count <= count }
        return (count - 1, ready)
      }
      for waiter in ready {
        waiter.continuation.resume()
      }
      return index
    }

    private func readRequest(from connection: Int32) -> Request? {
      var buffer = Data()
      let separator = Data("\r\n\r\n".utf8)
      while buffer.range(of: separator) == nil {
        guard let chunk = read(from: connection), buffer.count < 1 << 20 else { return nil }
        buffer.append(chunk)
      }
      guard let end = buffer.range(of: separator) else { return nil }
      let lines = String(decoding: buffer[..<end.lowerBound], as: UTF8.self)
        .components(separatedBy: "\r\n")
      let requestLine = lines.first?.split(separator: " ") ?? []
      var headers: [String: String] = [:]
      for line in lines.dropFirst() {
        guard let colon = line.firstIndex(of: ":") else { continue }
        headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
          .trimmingCharacters(in: .whitespaces)
      }
      var body = Data(buffer[end.upperBound...])
      let length = headers["content-length"].flatMap { Int($0) } ?? 0
      while body.count < length {
        guard let chunk = read(from: connection) else { return nil }
        body.append(chunk)
      }
      return Request(
        method: requestLine.first.map(String.init) ?? "",
        path: requestLine.dropFirst().first.map(String.init) ?? "",
        headers: headers, body: body)
    }

    private func read(from connection: Int32) -> Data? {
      var bytes = [UInt8](repeating: 0, count: 16 * 1024)
      let count = Glibc.read(connection, &bytes, bytes.count)
      guard count > 0 else { return nil }
      return Data(bytes[0..<count])
    }

    private func write(_ data: Data, to connection: Int32) -> Bool {
      data.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count {
          let written = send(
            connection, raw.baseAddress.map { $0 + offset }, raw.count - offset,
            Int32(MSG_NOSIGNAL))
          guard written > 0 else { return false }
          offset += written
        }
        return true
      }
    }
  }
}
