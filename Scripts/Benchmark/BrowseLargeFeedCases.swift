// `G` on a resource of 52,000 records in `app browse`, against `app get --all --per-page 1000`
// of the app built from the reference commit (the one before the browser paged large
// resources this way), both read from one `app serve` in the same run; and the first screen of
// that resource against the posts'.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// How many reviews the large resource holds: about 20 MB of JSON.
private let reviewCount = 52_000

/// `app serve` on 100 posts, 10 users and 52,000 reviews; then, three times each: `app get
/// /reviews --all --per-page 1000` of `reference` (its time and peak memory, the floor), and
/// `app browse --resource reviews` to its first full screen, then `G` to the last review (the
/// time from the key, and the peak memory of the whole run); and the posts' first screen, five
/// times, for the first screen's ratio. `G` must take at most three times the reference's time
/// and peak under 300 MB and twice the reference's memory; the first screen at most twice the
/// posts'.
func reportLargeFeed(
  _ binary: String, reference: String, _ report: (String, String, String, Bool) -> Void
) {
  let name = "G on a resource of 52,000 records"
  guard
    let server = ServedDatabase(
      binary, database: largeFeedDatabase(), label: "feed", name: name, report)
  else { return }
  defer { server.stop() }

  // The reference keeps its stored answers in a folder of its own: an earlier version's
  // entries in this commit's folder would be dropped, with a warning over the status line.
  let referenceCache = FileManager.default.temporaryDirectory.appendingPathComponent(
    "app-bench-reference-cache-\(getpid())")
  let previousCache = getenv("XDG_CACHE_HOME").map { String(cString: $0) }
  setenv("XDG_CACHE_HOME", referenceCache.path, 1)
  let gets = (0..<3).compactMap { _ in
    try? measure(
      reference, ["get", "/reviews", "--all", "--per-page", "1000", "--base-url", server.url])
  }
  if let previousCache {
    setenv("XDG_CACHE_HOME", previousCache, 1)
  } else {
    unsetenv("XDG_CACHE_HOME")
  }
  try? FileManager.default.removeItem(at: referenceCache)
  guard gets.count == 3, gets.allSatisfy({ $0.status == 0 && !$0.killed }) else {
    report(name, "the reference app get --all failed", "-", false)
    return
  }
  let getTime = median(gets.map(\.wallTime))
  let getPeakKiB = gets.map(\.peakMemoryKiB).max() ?? 1

  var firstScreens: [Duration] = []
  var ends: [Duration] = []
  var peaksKiB: [Int] = []
  // The status line once the cursor is on the last review, every review loaded.
  let last = " review \(reviewCount) of \(reviewCount)"
  for _ in 0..<3 {
    guard
      let run = BrowseRun(
        binary: binary, arguments: ["browse", "--base-url", server.url, "--resource", "reviews"]),
      let first = run.waitFor("of \(reviewCount)", limit: .seconds(10))
    else { break }
    run.settle()
    let end = run.press("G", untilTheLastRowStartsWith: last)
    let peak = run.quit()
    guard let end, let peak else { break }
    firstScreens.append(first)
    ends.append(end)
    peaksKiB.append(peak)
  }
  guard ends.count == 3 else {
    report(name, "G never showed the last review", "<= 3x app get --all", false)
    return
  }
  let time = median(ends)
  let peakKiB = peaksKiB.max() ?? 0
  let ratio = seconds(time) / max(seconds(getTime), 0.001)
  let memoryRatio = Double(peakKiB) / Double(max(getPeakKiB, 1))
  report(
    name,
    String(
      format: "median of 3 %.0f ms = %.2fx app get --all (%.0f ms)", seconds(time) * 1000, ratio,
      seconds(getTime) * 1000),
    "<= 3x app get", ratio <= 3)
  report(
    "G on 52,000 records: peak memory",
    String(
      format: "%.0f MiB = %.2fx app get --all (%.0f MiB)", Double(peakKiB) / 1024, memoryRatio,
      Double(getPeakKiB) / 1024),
    "< 300 MB, <= 2x", peakKiB * 1024 < 300_000_000 && memoryRatio <= 2)

  guard
    let posts = medianFirstScreen(
      binary, of: ["posts", "users"], at: server.url, showing: "of 100", runs: 5)
  else {
    report("first screen of 52,000 records", "the posts never showed", "<= 2x the posts'", false)
    return
  }
  let firstRatio = seconds(median(firstScreens)) / seconds(posts)
  report(
    "first screen of a resource of 52,000 records",
    String(
      format: "median of 3 %.0f ms = %.2fx the posts' (%.0f ms)",
      seconds(median(firstScreens)) * 1000, firstRatio, seconds(posts) * 1000),
    "<= 2x the posts'", firstRatio <= 2)
}

/// The database's text: posts and users of JSONPlaceholder's shape, and reviews of about 400
/// bytes each, with a nested object and an array.
private func largeFeedDatabase() -> String {
  let body =
    "A careful reader measured the kettle over a long weekend and found it sturdy, quiet "
    + "and quick to boil, though the lid sticks a little when it is hot."
  let reviews = (1...reviewCount).map {
    #"{"id": \#($0), "productId": \#($0 % 500 + 1), "author": "Reader \#($0 % 977)", "#
      + #""title": "Review \#($0 * 7919 % 100_003) of a sturdy kettle", "body": "\#(body)", "#
      + #""rating": \#($0 % 5 + 1), "verified": \#($0 % 2 == 0), "#
      + #""place": {"city": "City \#($0 % 40)"}, "tags": ["kettle", "kitchen"]}"#
  }
  return #"{\#(jsonPlaceholderMembers()), "reviews": [\#(reviews.joined(separator: ","))]}"#
}
