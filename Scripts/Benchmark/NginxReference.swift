// nginx serving the bytes app serve answers, from files, on loopback with two workers: the
// physical floor of a fixed answer that the serve cases compare app serve with.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// nginx serving fixed bodies from files in a temporary folder of its own.
final class NginxReference {
  let url: String
  private let process: Process
  private let folder: URL

  /// Starts `nginx` answering each path of `bodies` with its bytes (as `application/json`), two
  /// workers, on a free port of 127.0.0.1, and waits until it accepts connections; `nil` when it
  /// does not start within five seconds.
  init?(nginx: String, bodies: [String: Data]) {
    let files = FileManager.default
    folder = files.temporaryDirectory.appendingPathComponent("bench-nginx-\(getpid())")
    try? files.removeItem(at: folder)
    guard let port = freeLoopbackPort(),
      (try? files.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755]))
        != nil
    else { return nil }
    var locations = ""
    for (index, (path, body)) in bodies.sorted(by: { $0.key < $1.key }).enumerated() {
      let file = folder.appendingPathComponent("body-\(index).json")
      guard
        files.createFile(atPath: file.path, contents: body, attributes: [.posixPermissions: 0o644])
      else { return nil }
      locations += "    location = \(path) { alias \(file.path); }\n"
    }
    let configuration = """
      worker_processes 2;
      daemon off;
      pid \(folder.path)/nginx.pid;
      error_log \(folder.path)/error.log;
      events { worker_connections 1024; }
      http {
        access_log off;
        default_type application/json;
        client_body_temp_path \(folder.path);
        server {
          listen 127.0.0.1:\(port);
      \(locations)  }
      }

      """
    let configurationFile = folder.appendingPathComponent("nginx.conf")
    process = Process()
    process.executableURL = URL(fileURLWithPath: nginx)
    process.arguments = [
      "-p", folder.path, "-e", folder.path + "/error.log", "-c", configurationFile.path,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    url = "http://127.0.0.1:\(port)"
    guard (try? Data(configuration.utf8).write(to: configurationFile)) != nil,
      (try? process.run()) != nil
    else {
      try? files.removeItem(at: folder)
      return nil
    }
    for _ in 0..<50 {
      if let connection = loopbackConnection(port: port, sending: "", timeout: 1) {
        close(connection)
        return
      }
      usleep(100_000)
    }
    stop()
    return nil
  }

  func stop() {
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: folder)
  }
}

/// A port of 127.0.0.1 that nothing listens on now: the one the system gives a socket bound to
/// port 0, closed again.
private func freeLoopbackPort() -> UInt16? {
  let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  guard listener >= 0 else { return nil }
  defer { close(listener) }
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_addr.s_addr = inet_addr("127.0.0.1")
  var length = socklen_t(MemoryLayout<sockaddr_in>.size)
  let bound = withUnsafeMutablePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
      bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0
    }
  }
  return bound ? UInt16(bigEndian: address.sin_port) : nil
}
