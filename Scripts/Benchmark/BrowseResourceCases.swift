// The first screen of a resource the browser has never seen, of 10,000 records, against the
// posts' first screen, both read from one `app serve` in the same run.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `app serve` on a database of 100 posts, 10 users and 10,000 readings; then, five times
/// each, `app browse` of the posts (JSONPlaceholder's own screens) and of the readings (the
/// generic list) to their first full screen. The readings' median must be within twice the
/// posts'.
func reportLargeResource(_ binary: String, _ report: (String, String, String, Bool) -> Void) {
  let name = "first screen of a resource of 10,000 records"
  guard
    let server = ServedDatabase(
      binary, database: largeResourceDatabase(), label: "resource", name: name, report)
  else { return }
  defer { server.stop() }
  func firstScreens(_ resources: [String], showing text: String) -> Duration? {
    medianFirstScreen(binary, of: resources, at: server.url, showing: text, runs: 5)
  }
  guard let posts = firstScreens(["posts", "users"], showing: "of 100"),
    let readings = firstScreens(["readings"], showing: "of 10000")
  else {
    report(name, "a first screen was never drawn", "<= 2x the posts'", false)
    return
  }
  let ratio = seconds(readings) / seconds(posts)
  report(
    name,
    String(
      format: "median of 5 %.0f ms = %.2fx the posts' (%.0f ms)", seconds(readings) * 1000,
      ratio, seconds(posts) * 1000),
    "<= 2x the posts'", ratio <= 2)
}

/// Browses `resources` at `url` with `binary` `runs` times, each a new program: the median
/// time to the first screen that shows `text`, or `nil` when one never did.
func medianFirstScreen(
  _ binary: String, of resources: [String], at url: String, showing text: String, runs: Int
) -> Duration? {
  medianFirstScreen(
    binary, ["browse", "--base-url", url] + resources.flatMap { ["--resource", $0] },
    showing: text, runs: runs)
}

/// Runs `binary` with `arguments` on a pseudo-terminal `runs` times, each a new program: the
/// median time to the first screen that shows `text`, or `nil` when one never did.
func medianFirstScreen(
  _ binary: String, _ arguments: [String], showing text: String, runs: Int
) -> Duration? {
  var times: [Duration] = []
  for _ in 0..<runs {
    guard let run = BrowseRun(binary: binary, arguments: arguments) else { return nil }
    let time = run.waitFor(text, limit: .seconds(10))
    _ = run.quit()
    guard let time else { return nil }
    times.append(time)
  }
  return median(times)
}

/// The posts and users of a database, 100 and 10, of JSONPlaceholder's shape, which decode as
/// its models and keep their own screens: the members' text, to put in an object.
func jsonPlaceholderMembers() -> String {
  let posts = (1...100).map {
    #"{"userId": \#($0 % 10 + 1), "id": \#($0), "title": "Post \#($0)", "body": "Body \#($0)"}"#
  }
  let users = (1...10).map {
    #"{"id": \#($0), "name": "User \#($0)", "username": "user\#($0)", "#
      + #""email": "user\#($0)@example.com", "address": {"street": "1 Main St", "#
      + #""suite": "Apt. 1", "city": "Lyon", "zipcode": "69001", "#
      + #""geo": {"lat": "45.76", "lng": "4.83"}}, "phone": "555-0100", "#
      + #""website": "example.com", "company": {"name": "Co", "catchPhrase": "c", "bs": "b"}}"#
  }
  return
    #""posts": [\#(posts.joined(separator: ","))], "users": [\#(users.joined(separator: ","))]"#
}

/// The database's text: posts and users of JSONPlaceholder's shape, and readings with a nested
/// object and an array each.
private func largeResourceDatabase() -> String {
  let readings = (1...10_000).map {
    #"{"id": \#($0), "sensor": "Sensor \#($0 % 40)", "value": \#($0 % 997).25, "#
      + #""place": {"room": "Room \#($0 % 12)", "floor": \#($0 % 4)}, "flags": ["a", "b"]}"#
  }
  return #"{\#(jsonPlaceholderMembers()), "readings": [\#(readings.joined(separator: ","))]}"#
}
