// The benchmark's list cases against a loopback server: peak memory on lists of minimal records
// just under the default 16 MiB limit, with and without --json, live and from the cache.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the list cases, prints one line each, and returns whether all met their targets: each
/// peak under 150 MiB, reported against the floor of a bare start (`app --version`).
func runListCases(_ binary: String) -> Bool {
  print("\nlist cases: 360,000 posts and 312,000 to-dos, just under the 16 MiB limit\n")
  let table = CaseTable(figureWidth: 46, targetWidth: 12)
  // The offline runs make no connection: the server must outlive them.
  guard let server = Server(.minimalLists(posts: 360_000, todos: 312_000), lifetime: 600),
    let floorRun = try? measure(binary, ["--version"])
  else {
    table.report("list cases", "the server or app --version did not start", "< 150 MiB", false, "")
    return false
  }
  defer { server.stop() }
  let floor = mebibytes(floorRun.peakMemoryKiB)
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "app-bench-lists-\(getpid())")
  setenv("XDG_CACHE_HOME", folder.path, 1)
  defer {
    unsetenv("XDG_CACHE_HOME")
    try? FileManager.default.removeItem(at: folder)
  }
  let options = ["--no-pager", "--base-url", "http://127.0.0.1:\(server.port)"]
  // `posts --json` encodes each post's author (about 10 s of CPU), so it runs live only.
  for arguments in [
    ["posts"], ["posts", "--json"], ["posts", "--offline"], ["todos", "--json"],
    ["todos", "--json", "--offline"],
  ] {
    let name = "app " + arguments.joined(separator: " ")
    guard let result = try? measure(binary, arguments + options) else {
      table.report(name, RunFailure.app.description, "< 150 MiB", false, "")
      continue
    }
    let peak = mebibytes(result.peakMemoryKiB)
    table.report(
      name, String(format: "peak %.0f MiB = %.1fx floor (%.1f MiB)", peak, peak / floor, floor),
      "< 150 MiB", peak < 150 && result.status == 0 && !result.killed,
      result.outcome + String(format: ", %.1f s", seconds(result.wallTime)))
  }
  return table.passed
}

/// The bodies of ``Reply/minimalLists(posts:todos:)``.
enum MinimalLists {
  /// The body for a request to `target`: `posts` posts such as
  /// `{"userId":1,"id":7,"title":"","body":""}`, `todos` to-dos, one user, or `[]`.
  static func body(for target: String, posts: Int, todos: Int) -> [UInt8] {
    let path = target.split(separator: "?").first.map(String.init) ?? target
    switch path {
    case "/posts":
      return array(count: posts) { #"{"userId":1,"id":\#($0),"title":"","body":""}"# }
    case "/todos":
      return array(count: todos) { #"{"userId":1,"id":\#($0),"title":"","completed":false}"# }
    case "/users":
      return Array(
        (#"[{"id":1,"name":"N","username":"u","email":"e","address":{"street":"s","suite":"s","#
          + #""city":"c","zipcode":"z","geo":{"lat":"0","lng":"0"}},"phone":"p","website":"w","#
          + #""company":{"name":"c","catchPhrase":"p","bs":"b"}}]"#).utf8)
    default:
      return Array("[]".utf8)
    }
  }

  private static func array(count: Int, record: (Int) -> String) -> [UInt8] {
    var bytes: [UInt8] = [UInt8(ascii: "[")]
    for id in 1...max(count, 1) {
      if id > 1 {
        bytes.append(UInt8(ascii: ","))
      }
      bytes += record(id).utf8
    }
    bytes.append(UInt8(ascii: "]"))
    return bytes
  }
}
