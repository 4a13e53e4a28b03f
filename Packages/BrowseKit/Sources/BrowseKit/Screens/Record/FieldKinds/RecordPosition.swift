import Foundation
import JSONCoding
import ScreenKit

/// Where on Earth a record is, as its fields say: a latitude and a longitude side by side
/// (`lat` and `lng` or `lon`, `latitude` and `longitude`), numbers or the text of numbers, in
/// the record or in an object nested in it (`geo`, `address.geo`, `location`), the shallowest
/// first.
public enum RecordPosition {
  static let latitudeNames = ["lat", "latitude"]
  static let longitudeNames = ["lng", "lon", "long", "longitude"]
  /// How deep in nested objects a position is looked for.
  static let deepest = 3

  /// The position `record` gives, and the way to the object that holds it (`address.geo`;
  /// empty for the record itself); `nil` when it gives none, or one off the globe.
  public static func find(in record: JSONObject) -> (path: [String], position: WorldMap.Position)? {
    var level: [(path: [String], object: JSONObject)] = [([], record)]
    for _ in 0...deepest {
      for (path, object) in level {
        if let position = position(in: object) { return (path, position) }
      }
      level = level.flatMap { path, object in
        object.compactMap { member in
          member.value.object.map { (path + [member.name], $0) }
        }
      }
      if level.isEmpty { return nil }
    }
    return nil
  }

  /// The position of `object`'s own latitude and longitude, when it has both.
  private static func position(in object: JSONObject) -> WorldMap.Position? {
    guard let latitude = degrees(of: latitudeNames, in: object),
      let longitude = degrees(of: longitudeNames, in: object)
    else { return nil }
    return WorldMap.Position(latitude: latitude, longitude: longitude)
  }

  /// The first of `names` in `object` that is a number, or the text of one.
  private static func degrees(of names: [String], in object: JSONObject) -> Double? {
    for name in names {
      switch object[name] {
      case .number(let number)?: return number.double
      case .string(let text)?: return Double(text.trimmingCharacters(in: .whitespaces))
      default: continue
      }
    }
    return nil
  }
}
