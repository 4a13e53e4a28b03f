import Foundation
import TerminalViews
import Testing

@testable import AppCommands

@Suite struct CacheInfoCommandTests {
  static let now = Date(timeIntervalSince1970: 1_700_000_000)

  @Test func listsEachServerWithItsAnswersSizeAndOldestAge() {
    let report = CacheInfoCommand.Report(
      location: "/home/ada/.cache/app", isEnabled: true,
      servers: [
        .init(
          baseURL: "http://127.0.0.1:3000", entries: 3, bytes: 18_400,
          oldest: (Self.now - 7200).formatted(.iso8601)),
        .init(
          baseURL: "https://jsonplaceholder.typicode.com", entries: 12, bytes: 1_250_000,
          oldest: (Self.now - 90).formatted(.iso8601)),
      ])

    let text = CacheInfoCommand.text(
      for: report, now: Self.now, options: RenderOptions(width: 80, isTerminal: true))

    #expect(
      text == """
        Location: /home/ada/.cache/app
        SERVER                                ANSWERS     SIZE  OLDEST
        http://127.0.0.1:3000                       3  18.4 kB  2 hours ago
        https://jsonplaceholder.typicode.com       12   1.3 MB  1 minute ago

        """)
  }

  @Test func saysWhenNothingIsStoredAndWhenTheCacheIsOff() {
    let report = CacheInfoCommand.Report(location: nil, isEnabled: false, servers: [])

    #expect(
      CacheInfoCommand.text(for: report, now: Self.now, options: RenderOptions())
        == """
        Location: none ($XDG_CACHE_HOME and $HOME are not set)
        The cache is turned off (--no-cache or $APP_NO_CACHE).
        Nothing is stored.

        """)
  }

  @Test(
    arguments: [
      (0, "0 B"), (999, "999 B"), (1000, "1 kB"), (18_449, "18.4 kB"), (999_949, "999 kB"),
      (50_000_000, "50 MB"), (1_250_000, "1.3 MB"), (3_000_000_000, "3 GB"),
    ])
  func sizesArePowersOfAThousand(bytes: Int, text: String) {
    #expect(CacheInfoCommand.byteCountText(bytes) == text)
  }
}
