import Foundation
import HTTPClientLive
import TerminalViews
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1)))
struct CacheReportTests {
  private let cache = ScratchCache()

  @Test func noFolderIsNoLocationAndNoServer() {
    let report = CacheReport(directory: nil, isEnabled: false)

    checkEqual(
      report,
      CacheReport(
        location: nil, isEnabled: false, limit: ResponseCache.defaultSizeLimit, servers: []))
  }

  @Test func eachServerWithAnswersInTheFolderSharesTheLimit() async throws {
    defer { cache.remove() }
    let first = try await cache.storeAnswers(for: ["posts", "users"])
    let second = try await cache.storeAnswers(for: ["todos"])

    let report = CacheReport(directory: cache.directory, isEnabled: true, limit: 1_000_000)

    checkEqual(report.location, cache.directory.root.path)
    check(report.isEnabled)
    checkEqual(report.limit, 1_000_000)
    let servers = cache.directory.servers(sizeLimit: 1_000_000)
    checkEqual(report.servers.map(\.baseURL), servers.map(\.baseURL))
    checkEqual(
      Set(report.servers.map { "\($0.baseURL) \($0.entries)" }),
      ["\(CacheDirectory.rootText(of: first)) 2", "\(CacheDirectory.rootText(of: second)) 1"])
    checkEqual(report.servers.map(\.bytes), servers.map(\.summary.size))
    check(report.servers.allSatisfy { $0.bytes > 0 })
    checkEqual(report.servers.map(\.share), [500_000, 500_000])
    checkEqual(
      report.servers.map(\.oldest),
      servers.map { $0.summary.oldestResponseTime?.formatted(.iso8601) })
    check(
      report.servers.allSatisfy { $0.oldest.flatMap { try? Date($0, strategy: .iso8601) } != nil })
  }
}
