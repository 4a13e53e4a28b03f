import Foundation
import TestSupport
import Testing

@testable import HTTPClientLive

@Suite struct CacheControlTests {
  @Test func aCommaInsideAQuotedValueSeparatesNothing() {
    let control = CacheControl(#"no-cache="Set-Cookie, max-age=1", max-age=600"#)

    check(control.noCache)
    checkEqual(control.maxAge, .seconds(600))
  }

  @Test func readsTheDirectivesAPrivateCacheFollows() {
    let directives = CacheControl("public, max-age=43200, no-cache, must-revalidate")

    checkEqual(directives.maxAge, .seconds(43200))
    check(directives.noCache)
    check(directives.mustRevalidate)
    check(!directives.noStore)
  }

  @Test(arguments: [
    ("no-store", CacheControl.Expectation(noStore: true)),
    ("NO-STORE", .init(noStore: true)),
    ("max-age=\"60\"", .init(maxAge: .seconds(60))),
    (" max-age = 5 ", .init(maxAge: .seconds(5))),
    ("max-age=60, max-age=10", .init(maxAge: .seconds(10))),
    ("max-age=-1", .init()),
    ("max-age=1e3", .init()),
    ("max-age=", .init()),
    ("max-age=99999999999999999999", .init(maxAge: .seconds(2_147_483_648))),
    ("private, s-maxage=5, immutable, x-unknown=\"a,b\"", .init()),
    ("", .init()),
  ])
  func parsesEachDirectiveAndIgnoresWhatItDoesNotKnow(
    text: String, expected: CacheControl.Expectation
  ) {
    let directives = CacheControl(text)

    checkEqual(directives.maxAge, expected.maxAge)
    checkEqual(directives.noStore, expected.noStore)
  }
}

extension CacheControl {
  /// What a test expects of the parsed directives.
  struct Expectation: Sendable {
    var maxAge: Duration?
    var noStore = false
  }

}
