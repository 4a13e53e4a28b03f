import Dependencies
import Foundation
import Testing

@Suite struct JSONDecoderKeyTests {
  private struct Entry: Decodable, Equatable {
    var userId: Int
    var createdAt: Date
  }

  private static let entry = Data(#"{"userId": 3, "createdAt": 86400}"#.utf8)

  @Test(arguments: [DependencyContext.live, .test])
  func decodesWithDefaultStrategies(context: DependencyContext) throws {
    let decoder = DependencyValues(context: context).jsonDecoder
    let entry = try decoder.decode(Entry.self, from: Self.entry)
    #expect(entry == Entry(userId: 3, createdAt: Date(timeIntervalSinceReferenceDate: 86400)))
  }

  @Test(arguments: [DependencyContext.live, .test])
  func eachReadGivesAFreshDecoder(context: DependencyContext) throws {
    let values = DependencyValues(context: context)
    let first = values.jsonDecoder
    first.keyDecodingStrategy = .convertFromSnakeCase
    first.dateDecodingStrategy = .secondsSince1970
    let second = values.jsonDecoder
    #expect(first !== second)
    let entry = try second.decode(Entry.self, from: Self.entry)
    #expect(entry.createdAt == Date(timeIntervalSinceReferenceDate: 86400))
  }

  @Test func overrideWins() throws {
    let custom = JSONDecoder()
    custom.dateDecodingStrategy = .secondsSince1970
    let decoder = withDependencies {
      $0.jsonDecoder = custom
    } operation: {
      DependencyValues.current.jsonDecoder
    }
    #expect(decoder === custom)
    let entry = try decoder.decode(Entry.self, from: Self.entry)
    #expect(entry.createdAt == Date(timeIntervalSince1970: 86400))
  }
}
