import Foundation
import JSONCoding
import TestSupport
import Testing

/// The code of the "Getting Started with JSONCoding" article (`JSONCoding.docc/GettingStarted.md`),
/// unchanged, with what the article says about it asserted.
struct Producer: Codable, Equatable {
  var id: Int
  var name: String
}

func decodeProducer(_ data: Data, with decoder: JSONDecoder) throws -> Producer {
  if let fast = FastJSONDecoder(standingInFor: decoder),
    let producer = try? fast.decode(Producer.self, from: data)
  {
    return producer
  }
  return try decoder.decode(Producer.self, from: data)
}

final class Region: SharedEncodable {
  let name: String

  init(name: String) {
    self.name = name
  }
}

struct Wine: Encodable {
  var name: String
  var region: Region
}

@Suite struct GettingStartedTests {
  @Test func decoding() throws {
    let decoder = JSONDecoder()
    let vineyard = try decodeProducer(Data(#"{"id": 7, "name": "Vineyard"}"#.utf8), with: decoder)
    // vineyard.name is "Vineyard"
    let rounded = try decodeProducer(Data(#"{"id": 7.0, "name": "Vineyard"}"#.utf8), with: decoder)
    // the fast decoder declines 7.0 for an Int; JSONDecoder reads it as 7

    checkEqual(vineyard.name, "Vineyard")
    checkEqual(rounded, Producer(id: 7, name: "Vineyard"))
    #expect(throws: FastJSONDecoder.Declined.self) {
      try FastJSONDecoder().decode(Producer.self, from: Data(#"{"id": 7.0, "name": "V"}"#.utf8))
    }
  }

  @Test func encoding() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    let producers = [Producer(id: 7, name: "Vineyard"), Producer(id: 8, name: "Orchard")]
    let text = try FastJSONEncoder(standingInFor: encoder)?.encode(producers)
    // text holds the very bytes of try encoder.encode(producers)

    checkEqual(text.map { Data($0) }, (try encoder.encode(producers)))
  }

  @Test func sharedInstances() throws {
    let bordeaux = Region(name: "Bordeaux")
    let wines = (1...1_000).map { Wine(name: "Château \($0)", region: bordeaux) }
    let list = try FastJSONEncoder().encode(wines)
    // the region's text is written once and copied 999 times

    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    checkEqual(Data(list), (try encoder.encode(wines)))
  }
}
