import HTTPClient
import TestSupport
import Testing

@Suite struct MediaTypeTests {
  @Test(arguments: [
    ("cover.GIF", "image/gif"), ("report.csv", "text/csv"), ("notes", "application/octet-stream"),
    (".bashrc", "application/octet-stream"), ("archive.unknown", "application/octet-stream"),
  ])
  func aFilesTypeIsItsExtensions(name: String, type: String) {
    checkEqual(MediaType.ofFile(named: name), type)
  }

  @Test(arguments: [
    ("application/json", "json"), ("application/json; charset=utf-8", "json"),
    ("IMAGE/JPEG", "jpg"), ("text/html", "html"), ("application/yaml", "yaml"),
    ("text/csv; header=present", "csv"),
  ])
  func aTypeGivesItsUsualExtension(type: String, ext: String) {
    checkEqual(MediaType.fileExtension(for: type), ext)
  }

  @Test(arguments: ["application/octet-stream", "application/x-unknown", "", ";"])
  func bytesOfNoKnownKindGiveNone(type: String) {
    checkEqual(MediaType.fileExtension(for: type), nil)
  }
}
