import JSONCoding
import TerminalKit
import TestSupport
import Testing

@testable import BrowseKit

/// The fields a swatch draws: colours written with `#` anywhere and without it in a field named
/// for a colour, and images' addresses, by their extension, their host or their field's name,
/// in the colour a placeholder's address names; and the texts that are neither.
@Suite struct RecordSwatchTests {
  private static let orange = TerminalColor.rgb(red: 255, green: 136, blue: 0)
  private static let green = TerminalColor.rgb(red: 146, green: 201, blue: 82)

  @Test func coloursAreReadWithAHashAnywhereAndWithoutInAFieldNamedForOne() {
    checkEqual(
      RecordSwatch.swatch(of: "hex", "#FF8800"),
      RecordSwatch(field: "hex", color: Self.orange, isImage: false))
    checkEqual(
      RecordSwatch.swatch(of: "accent", "#0af")?.color, .rgb(red: 0, green: 170, blue: 255))
    checkEqual(RecordSwatch.swatch(of: "backgroundColour", "92c952")?.color, Self.green)
    checkEqual(RecordSwatch.swatch(of: "code", "92c952"), nil, "six digits alone are not a colour")
    for text in ["#12345", "#ggg", "#+12345", "#１２３４５６", "#0af0"] {
      checkEqual(RecordSwatch.swatch(of: "color", .string(text)), nil, "\(text)")
    }
    checkEqual(RecordSwatch.swatch(of: "color", 0xff8800), nil, "a number")
  }

  @Test func imagesAreKnownByTheirExtensionHostOrFieldName() {
    let placeholder = RecordSwatch.swatch(of: "url", "https://via.placeholder.com/600/92c952")
    checkEqual(placeholder, RecordSwatch(field: "url", color: Self.green, isImage: true))
    checkEqual(
      RecordSwatch.swatch(of: "src", "https://placehold.co/600x400/92c952/fff.png")?.color,
      Self.green)
    let photo = RecordSwatch.swatch(of: "link", "https://example.com/a/facade.JPG")
    checkEqual(photo, RecordSwatch(field: "link", color: nil, isImage: true), "a word, no colour")
    checkEqual(
      RecordSwatch.swatch(of: "thumbnailUrl", "https://sample.invalid/photos/150/92c952")?.color,
      Self.green, "a last part of six digits and letters, at any host")
    checkEqual(
      RecordSwatch.swatch(of: "thumbnailUrl", "https://cdn.example/i/123456"),
      RecordSwatch(field: "thumbnailUrl", color: nil, isImage: true), "a number, no colour")
    checkEqual(
      RecordSwatch.swatch(of: "avatar_url", "https://avatars.example.com/u/42?v=4")?.isImage, true)
    checkEqual(RecordSwatch.swatch(of: "homepage", "https://example.com/about"), nil)
    checkEqual(RecordSwatch.swatch(of: "thumbnail", "ftp://example.com/a.png"), nil)
    checkEqual(RecordSwatch.swatch(of: "thumbnail", "/images/a.png"), nil, "no host")
  }

  @Test func aRecordIsAnImageByItsThumbnailFirstAndItsTileTakesAColour() {
    let photo: JSONObject = [
      "url": "https://example.com/full.png",
      "thumbnailUrl": "https://via.placeholder.com/150/92c952", "accent": "#ff8800",
    ]
    checkEqual(RecordSwatch.image(in: photo)?.field, "thumbnailUrl")
    checkEqual(RecordSwatch.tileColor(of: photo), Self.green, "the image's colour first")
    checkEqual(
      RecordSwatch.tileColor(of: ["logo": "https://example.com/l.svg", "accent": "#ff8800"]),
      Self.orange, "else the first colour")
    checkEqual(RecordSwatch.image(in: ["title": "Dusk", "accent": "#ff8800"]), nil)
    checkEqual(RecordSwatch.all(in: photo).map(\.field), ["url", "thumbnailUrl", "accent"])
  }

  @Test func theSwatchesAreTilesTitledByTheirFieldsInTruecolor() {
    let swatches = [
      RecordSwatch(field: "accent", color: Self.orange, isImage: false),
      RecordSwatch(field: "logo", color: nil, isImage: true),
    ]
    let colored = RecordAddOn.drawSwatches(
      swatches, options: RenderOptions(width: 40, usesColor: true))
    checkEqual(colored.count, 4)
    check(colored[0].contains("48;2;255;136;0"))
    check(colored[3].hasPrefix("accent"))
    check(colored[3].contains("logo"))
    let plain = RecordAddOn.drawSwatches(swatches, options: RenderOptions(width: 40))
    let pattern = String(repeating: "░", count: 16)
    checkEqual(plain[0], pattern + "  " + pattern)
    checkEqual(
      RecordAddOn.drawSwatches(swatches, options: RenderOptions(width: 20)).count, 9,
      "one tile to a row")
  }
}
