import Features
import Foundation
import JSONCoding
import ScreenKit
import TestSupport
import Testing

@testable import BrowseKit

/// Where a record is: a latitude and longitude of any of the usual names, numbers or their
/// text, in the record or nested in it, the shallowest first; nothing for half a position or
/// one off the globe.
@Suite struct RecordPositionTests {
  private static func record(_ json: String) -> JSONObject {
    (try? JSONValue(parsing: Data(json.utf8)))?.object ?? [:]
  }

  @Test func aPositionIsFoundByItsUsualNamesAtAnyDepth() {
    let flat = Self.record(#"{"name": "Quay", "lat": -33.857, "lng": 151.215}"#)
    let spelled = Self.record(#"{"latitude": 48.85, "longitude": "2.35"}"#)
    let nested: JSONObject = [
      "name": "Leanne",
      "address": ["city": "Gwenborough", "geo": ["lat": "-37.3159", "lng": "81.1496"]],
    ]
    let shallowFirst: JSONObject = [
      "a": ["b": ["lat": 1, "lon": 1]], "where": ["lat": 2, "long": 2],
    ]

    checkEqual(RecordPosition.find(in: flat)?.position.description, "-33.86, 151.22")
    checkEqual(RecordPosition.find(in: flat)?.path, [])
    checkEqual(RecordPosition.find(in: spelled)?.position.latitude, 48.85)
    checkEqual(RecordPosition.find(in: nested)?.path, ["address", "geo"])
    checkEqual(RecordPosition.find(in: nested)?.position.longitude, 81.1496)
    checkEqual(RecordPosition.find(in: shallowFirst)?.path, ["where"])
  }

  @Test(arguments: [
    ["lat": 10] as JSONObject, ["lat": 10, "lng": "east"], ["lat": 91, "lng": 0],
    ["geo": ["lat": true, "lng": 3]], ["id": 1, "title": "no place"],
  ])
  func noPositionWithoutBothOrOffTheGlobe(record: JSONObject) {
    check(RecordPosition.find(in: record) == nil)
  }

  @Test func aRecordWithAPositionShowsItsMapAfterItsFieldsAndOneWithoutNone() {
    let key = RecordKey(resource: BrowsedResource(name: "places"), id: "1")
    let place: JSONObject = ["id": 1, "name": "Quay", "geo": ["lat": "-33.857", "lng": "151.215"]]
    let catalog = ResourceCatalog(resources: [key.resource])
    let addOns = catalog.addOns(of: key.resource, record: place)
    checkEqual(addOns, [RecordAddOn.location])

    let page = RecordPage(key: key, record: place, addOns: addOns)
    let lines = RecordLayout(.init(id: key, detail: .loaded(page)), width: 60, usesColor: false)
      .lines
    let map = lines.firstIndex(of: "Map")
    check(map != nil)
    check(lines.contains { $0.hasPrefix("  ") && $0.contains("●") })
    checkEqual(lines.last?.contains("-33.86, 151.22"), true)
    check(lines.allSatisfy { $0.count <= 60 })

    let narrow = RecordLayout(.init(id: key, detail: .loaded(page)), width: 20, usesColor: false)
    check(!narrow.lines.contains("Map"), "no map where the narrowest does not fit")
    check(catalog.addOns(of: key.resource, record: ["id": 2, "name": "Nowhere"]).isEmpty)
  }
}
