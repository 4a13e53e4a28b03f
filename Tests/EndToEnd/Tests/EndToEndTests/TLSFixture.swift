import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A certificate authority and two server certificates it signed, made with `openssl` in a
/// folder removed with this value: `server` for `localhost` and `127.0.0.1`, `stranger` for
/// `example.invalid` only.
final class TestCertificates: Sendable {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "app-test-tls-\(UUID().uuidString)", isDirectory: true)

  /// The authority's certificate, the file `--cacert` is given.
  var authority: String { folder.appendingPathComponent("ca.pem").path }

  init(sourceLocation: SourceLocation = #_sourceLocation) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try run(
      "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
      "-keyout", "ca.key", "-out", "ca.pem", "-days", "2", "-subj", "/CN=App Test Authority")
    try issue("server", names: "DNS:localhost,IP:127.0.0.1")
    try issue("stranger", names: "DNS:example.invalid")
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  /// The certificate and key files of `name`.
  func files(_ name: String) -> (certificate: String, key: String) {
    (
      folder.appendingPathComponent("\(name).pem").path,
      folder.appendingPathComponent("\(name).key").path
    )
  }

  private func issue(_ name: String, names: String) throws {
    try Data("subjectAltName=\(names)\n".utf8).write(
      to: folder.appendingPathComponent("\(name).ext"))
    try run(
      "req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
      "-keyout", "\(name).key", "-out", "\(name).csr", "-subj", "/CN=\(name)")
    try run(
      "x509", "-req", "-in", "\(name).csr", "-CA", "ca.pem", "-CAkey", "ca.key",
      "-CAcreateserial", "-out", "\(name).pem", "-days", "2", "-extfile", "\(name).ext")
  }

  private func run(_ arguments: String...) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["openssl"] + arguments
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try #require(
      process.terminationStatus == 0, "openssl \(arguments.joined(separator: " ")) failed")
  }
}

/// A loopback relay in Python on a free port: `tls` ends TLS with a certificate and passes the
/// bytes to a plain server; `proxy` is an HTTP proxy that opens `CONNECT` tunnels and prints
/// each request line it gets.
// Unchecked: Foundation's `Process` is not Sendable; it is only started and killed.
final class RelayProcess: @unchecked Sendable {
  /// The port it listens on, on 127.0.0.1.
  let port: Int
  private let process: Process
  private let output: LineCollector

  /// A TLS relay to `targetPort` presenting `certificate` and `key`.
  convenience init(tlsTo targetPort: Int, certificate: String, key: String) throws {
    try self.init(["tls", certificate, key, String(targetPort)])
  }

  /// A `CONNECT` proxy.
  convenience init(proxy: Void) throws {
    try self.init(["proxy"])
  }

  private init(_ arguments: [String]) throws {
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", Self.script] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    output = LineCollector(pipe.fileHandleForReading)
    try process.run()
    let line = try #require(output.waitForLine { $0.hasPrefix("listening ") })
    port = try #require(Int(line.dropFirst("listening ".count)))
  }

  deinit {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
  }

  /// What it has printed so far.
  var printed: String { output.text }

  private static let script = #"""
    import socket, ssl, sys, threading

    def pipe(source, target):
        try:
            while True:
                data = source.recv(65536)
                if not data:
                    break
                target.sendall(data)
        except OSError:
            pass
        for end in (source, target):
            try:
                end.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def relay(one, other):
        threading.Thread(target=pipe, args=(one, other), daemon=True).start()
        threading.Thread(target=pipe, args=(other, one), daemon=True).start()

    mode = sys.argv[1]
    if mode == "tls":
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(sys.argv[2], sys.argv[3])
        target = int(sys.argv[4])

    def serve(client):
        try:
            if mode == "tls":
                client = context.wrap_socket(client, server_side=True)
                relay(client, socket.create_connection(("127.0.0.1", target)))
                return
            data = b""
            while b"\r\n\r\n" not in data:
                chunk = client.recv(4096)
                if not chunk:
                    return
                data += chunk
            line = data.split(b"\r\n")[0].decode()
            print(line, flush=True)
            host, port = line.split()[1].rsplit(":", 1)
            upstream = socket.create_connection((host, int(port)))
            client.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n")
            relay(client, upstream)
        except (OSError, ValueError) as error:
            print("failed", error, flush=True)
            client.close()

    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    print("listening", listener.getsockname()[1], flush=True)
    while True:
        client, _ = listener.accept()
        threading.Thread(target=serve, args=(client,), daemon=True).start()
    """#
}
