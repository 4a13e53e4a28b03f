import Features
import Foundation
import JSONCoding
import ScreenKit
import TerminalKit

/// A web address opened from a screen (a user's website, a record's address): the status line
/// says what is opened, or that there is nothing to open, and an address the browser could not
/// be started for comes back as an action of the screen's.
public enum LinkOpening {
  /// Opens `url` with `openURL`, saying `said` through `notice` (`opening https://…`, or, with
  /// no `url`, why not); an address that could not be opened comes back as `notOpened` makes it.
  public static func open<Action: Sendable>(
    _ url: String?, saying said: String, with openURL: @escaping @Sendable (String) -> Bool,
    notice: (String) -> Action, notOpened: @escaping @Sendable (String) -> Action
  ) -> Effect<Action> {
    let saying = Effect<Action>.send(notice(said))
    guard let url else { return saying }
    return .merge(
      saying,
      .run { send in
        if !openURL(url) { await send(notOpened(url)) }
      })
  }

  /// Opens the web address of `record` (the first of its fields that is one) with `openURL`, or
  /// says that the record, named `name`, has none; an address no browser could be started for
  /// is said too (``notOpenedText(_:)``).
  public static func openWebAddress<Action: Sendable>(
    of record: JSONObject, named name: String,
    with openURL: @escaping @Sendable (String) -> Bool,
    notice: @escaping @Sendable (String) -> Action
  ) -> Effect<Action> {
    let url = RecordLinks.webAddress(of: record)
    let said = url.map { "opening \($0)" } ?? "\(name) has no web address to open"
    return open(
      url, saying: said.sanitizedForTerminalLine, with: openURL, notice: notice,
      notOpened: { notice(notOpenedText($0)) })
  }

  /// Opens OpenStreetMap at the place of `record` (``RecordPosition``) with `openURL`, or says
  /// that the record, named `name`, has none; as ``openWebAddress(of:named:with:notice:)`` does.
  static func openPlace<Action: Sendable>(
    of record: JSONObject, named name: String,
    with openURL: @escaping @Sendable (String) -> Bool,
    notice: @escaping @Sendable (String) -> Action
  ) -> Effect<Action> {
    guard let position = RecordPosition.find(in: record)?.position else {
      return .send(notice("\(name) has no place to open".sanitizedForTerminalLine))
    }
    let (lat, lng) = (mapDegrees(position.latitude), mapDegrees(position.longitude))
    return open(
      "https://www.openstreetmap.org/?mlat=\(lat)&mlon=\(lng)#map=12/\(lat)/\(lng)",
      saying: "opening OpenStreetMap at \(lat), \(lng)", with: openURL, notice: notice,
      notOpened: { notice(notOpenedText($0)) })
  }

  /// Degrees as an address and the status line write them: four decimals, as a street is
  /// told apart.
  private static func mapDegrees(_ degrees: Double) -> String {
    String(format: "%.4f", degrees)
  }

  /// What the status line says of an address no browser could be started for.
  public static func notOpenedText(_ url: String) -> String {
    "no browser could be started: \(url)".sanitizedForTerminalLine
  }
}
