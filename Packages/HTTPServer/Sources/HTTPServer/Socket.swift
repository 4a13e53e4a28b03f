import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few POSIX socket calls the server makes, each returning what happened rather than `-1`
/// and `errno`.
enum Socket {
  /// What a read or a write on a non-blocking socket did.
  enum Transfer: Equatable {
    case bytes(Int)
    /// The socket has nothing to give, or no room to take, right now.
    case wouldBlock
    /// The peer closed its side (reads only).
    case endOfStream
    /// The connection is broken.
    case failed
  }

  /// A listening socket bound to `host` and `port`, non-blocking, with the port it got.
  static func listen(host: String, port: Int, backlog: Int32) throws(HTTPServerError) -> (
    descriptor: Int32, port: Int
  ) {
    guard (0...65_535).contains(port) else { throw .invalidAddress(host: host, port: port) }
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = streamType
    hints.ai_flags = AI_PASSIVE
    var results: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, String(port), &hints, &results) == 0, let first = results else {
      throw .invalidAddress(host: host, port: port)
    }
    defer { freeaddrinfo(results) }
    let info = first.pointee
    let descriptor = socket(info.ai_family, streamType, 0)
    guard descriptor >= 0 else { throw .system(call: "socket", code: errno) }
    var one: Int32 = 1
    let size = socklen_t(MemoryLayout<Int32>.size)
    _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, size)
    if info.ai_family == AF_INET6 {
      _ = setsockopt(descriptor, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &one, size)
    }
    if bind(descriptor, info.ai_addr, info.ai_addrlen) != 0 {
      let code = errno
      close(descriptor)
      if code == EADDRINUSE { throw .addressInUse(host: host, port: port) }
      if code == EADDRNOTAVAIL { throw .invalidAddress(host: host, port: port) }
      throw .system(call: "bind", code: code)
    }
    guard posixListen(descriptor, backlog) == 0 else {
      let code = errno
      close(descriptor)
      throw .system(call: "listen", code: code)
    }
    configure(descriptor)
    return (descriptor, boundPort(of: descriptor) ?? port)
  }

  enum Acceptance {
    case accepted(Int32)
    case noneWaiting
    /// Accepting failed for a reason that waiting will not cure at once, such as running out
    /// of descriptors.
    case failed
  }

  static func accept(on listener: Int32) -> Acceptance {
    let descriptor = posixAccept(listener, nil, nil)
    guard descriptor >= 0 else {
      switch errno {
      case EAGAIN, EWOULDBLOCK, EINTR, ECONNABORTED: return .noneWaiting
      default: return .failed
      }
    }
    configure(descriptor)
    var one: Int32 = 1
    _ = setsockopt(
      descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
    return .accepted(descriptor)
  }

  static func read(_ descriptor: Int32, into scratch: UnsafeMutableRawBufferPointer) -> Transfer {
    let count = recv(descriptor, scratch.baseAddress, scratch.count, 0)
    if count > 0 { return .bytes(count) }
    if count == 0 { return .endOfStream }
    return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? .wouldBlock : .failed
  }

  /// Writes as much of `bytes` as the socket takes now.
  static func write(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>) -> Transfer {
    written(bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, sendFlags) })
  }

  /// Writes as much of `bytes` as the socket takes now.
  static func write(_ descriptor: Int32, _ bytes: Data) -> Transfer {
    written(bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, sendFlags) })
  }

  /// Writes as much of `bytes` as the socket takes now.
  static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Transfer {
    written(send(descriptor, bytes.baseAddress, bytes.count, sendFlags))
  }

  /// What a `send` that returned `count` did.
  private static func written(_ count: Int) -> Transfer {
    if count >= 0 { return .bytes(count) }
    return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? .wouldBlock : .failed
  }

  /// Writes as much of `head` and then `body` as the socket takes now, in one call.
  static func write(_ descriptor: Int32, _ head: ArraySlice<UInt8>, _ body: Data) -> Transfer {
    let count = head.withUnsafeBytes { head in
      body.withUnsafeBytes { body in
        // On the stack: a send per answer makes no allocation of its own.
        withUnsafeTemporaryAllocation(of: iovec.self, capacity: 2) { vectors in
          vectors.initialize(repeating: iovec())
          vectors[0] = iovec(
            iov_base: UnsafeMutableRawPointer(mutating: head.baseAddress), iov_len: head.count)
          vectors[1] = iovec(
            iov_base: UnsafeMutableRawPointer(mutating: body.baseAddress), iov_len: body.count)
          var message = msghdr()
          message.msg_iov = vectors.baseAddress
          message.msg_iovlen = body.isEmpty ? 1 : 2
          return sendmsg(descriptor, &message, sendFlags)
        }
      }
    }
    if count >= 0 { return .bytes(count) }
    return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? .wouldBlock : .failed
  }

  /// Ends the sending side, so that the peer reads the end of the stream after what was sent.
  static func shutdownWriting(_ descriptor: Int32) {
    _ = shutdown(descriptor, Int32(SHUT_WR))
  }

  static func close(_ descriptor: Int32) {
    _ = posixClose(descriptor)
  }

  /// A non-blocking pipe, for waking the loop from other threads.
  static func pipe() throws(HTTPServerError) -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    guard posixPipe(&ends) == 0 else { throw .system(call: "pipe", code: errno) }
    configure(ends[0])
    configure(ends[1])
    return (ends[0], ends[1])
  }

  /// Writes a byte to the pipe `descriptor`, to wake whoever polls its other end.
  static func signalPipe(_ descriptor: Int32) {
    var byte: UInt8 = 1
    _ = posixWrite(descriptor, &byte, 1)
  }

  static func drainPipe(_ descriptor: Int32, scratch: UnsafeMutableRawBufferPointer) {
    while posixRead(descriptor, scratch.baseAddress, scratch.count) > 0 {}
  }

  /// Makes `descriptor` non-blocking and closed on exec, and keeps writes from raising SIGPIPE
  /// where the platform needs a socket option for that.
  private static func configure(_ descriptor: Int32) {
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    #if canImport(Darwin)
      var one: Int32 = 1
      _ = setsockopt(
        descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }

  private static func boundPort(of descriptor: Int32) -> Int? {
    var address = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    let found = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length) == 0
      }
    }
    guard found else { return nil }
    switch Int32(address.ss_family) {
    case AF_INET:
      return withUnsafeBytes(of: &address) {
        Int(UInt16(bigEndian: $0.load(as: sockaddr_in.self).sin_port))
      }
    case AF_INET6:
      return withUnsafeBytes(of: &address) {
        Int(UInt16(bigEndian: $0.load(as: sockaddr_in6.self).sin6_port))
      }
    default:
      return nil
    }
  }

  #if canImport(Glibc)
    private static let streamType = Int32(SOCK_STREAM.rawValue)
    private static let sendFlags = Int32(MSG_NOSIGNAL)
  #else
    private static let streamType = SOCK_STREAM
    private static let sendFlags: Int32 = 0
  #endif
}

// The module-level calls that `Socket`'s own method names shadow.
private func posixListen(_ descriptor: Int32, _ backlog: Int32) -> Int32 {
  listen(descriptor, backlog)
}

private func posixAccept(
  _ descriptor: Int32, _ address: UnsafeMutablePointer<sockaddr>?,
  _ length: UnsafeMutablePointer<socklen_t>?
) -> Int32 {
  accept(descriptor, address, length)
}

private func posixClose(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}

private func posixPipe(_ ends: UnsafeMutablePointer<Int32>) -> Int32 {
  pipe(ends)
}

private func posixRead(
  _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int
) -> Int {
  read(descriptor, buffer, count)
}

private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
