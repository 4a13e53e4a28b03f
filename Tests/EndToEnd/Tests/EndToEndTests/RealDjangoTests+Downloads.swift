import Foundation
import TestSupport
import Testing

extension RealDjangoTests {
  /// The export Django answers (`Tests/RealServers/django`: `/exports/<slug:name>` is
  /// `FileResponse(open(path, "rb"), as_attachment=True, filename=path.name)` of
  /// `exports/library.bin`, 3,000,000 bytes), with Django's defaults: the whole file, with
  /// `Content-Disposition: attachment; filename="library.bin"` and its `Content-Length`, and no
  /// `ETag`, `Last-Modified` or `Accept-Ranges`. Django's FileResponse ignores `Range`: every
  /// answer is a `200` of the whole file, which runserver logs as `200 3000000`.
  static let export = "/exports/library"

  /// `--download` names the file as Django's `Content-Disposition` does, `library.bin`, not as
  /// the path's last segment, `library`, and saves it in the current folder, its bytes those
  /// of the file.
  @Test func anExportIsSavedUnderTheNameItsAnswerGives() async throws {
    let file = try await server.answer(Self.export)
    checkEqual(file.body.count, 3_000_000)
    checkEqual(file.value(forHeader: "Content-Disposition"), #"attachment; filename="library.bin""#)
    checkEqual(file.value(forHeader: "ETag"), nil)
    checkEqual(file.value(forHeader: "Last-Modified"), nil)
    checkEqual(file.value(forHeader: "Accept-Ranges"), nil)

    let result = try server.checkDownload(
      Self.export, saves: file.body, as: "library.bin", saying: "Saved library.bin (3 MB)\n",
      logged: "GET /exports/library 200")

    checkEqual(result.standardOutput, "")
  }

  /// `--continue` over a part whose record names what the app keeps from Django's answer: its
  /// length alone, no version. The app asks for the rest by `Range: bytes=N-` with no
  /// `If-Range`; Django ignores it and answers `200` with the whole file, which the app writes
  /// from its first byte: the file, not the part followed by the file, and no `resumed after`.
  /// So it is too for a part that is the whole file already (no `416` from Django).
  @Test(arguments: [1_500_000, 3_000_000])
  func aPartIsStartedAgainByTheWholeAnswer(kept: Int) async throws {
    let file = try await server.answer(Self.export)
    let part = RealDownloads.Part(
      url: server.origin + Self.export, name: "library.bin", length: 3_000_000)

    try server.checkDownload(
      Self.export, after: (part, file.body.prefix(kept)), saves: file.body, as: "library.bin",
      saying: "Saved library.bin (3 MB)\n", bytes: "the file's bytes alone",
      logged: "GET /exports/library 200")
  }
}
