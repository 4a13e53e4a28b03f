import Dependencies
import Foundation
import HTTPBasics
import HTTPClient
import JSONCoding
import TestSupport
import Testing

/// A file in a folder of its own, removed with the folder.
private struct TemporaryFile {
  let folder: URL
  let path: String

  init(named name: String = "file1.txt", _ contents: Data) throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("multipart-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    path = folder.appendingPathComponent(name).path
    try contents.write(to: URL(fileURLWithPath: path))
  }

  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }
}

/// Every byte of `form`, read `size` bytes at a time.
private func bytes(of form: MultipartForm, readingBy size: Int = 64 << 10) throws -> Data {
  let reader = try form.makeReader()
  var data = Data()
  var buffer = [UInt8](repeating: 0, count: size)
  while true {
    let read = try buffer.withUnsafeMutableBytes { try reader.read(into: $0) }
    if read == 0 { return data }
    data.append(contentsOf: buffer[..<read])
  }
}

@Suite struct MultipartFormTests {
  /// RFC 7578's example of a text field and a file (after RFC 2388 and HTML 4.01, section
  /// 17.13.4), its boundary `AaB03x`.
  @Test func aTextFieldAndAFileAreWrittenAsRFC7578sExample() throws {
    let file = try TemporaryFile(Data("... contents of file1.txt ...".utf8))
    defer { file.remove() }
    let form = MultipartForm(
      [.text("submit-name", "Larry"), .file("files", path: file.path)], boundary: "AaB03x")

    let expected =
      "--AaB03x\r\n"
      + "Content-Disposition: form-data; name=\"submit-name\"\r\n\r\n"
      + "Larry\r\n"
      + "--AaB03x\r\n"
      + "Content-Disposition: form-data; name=\"files\"; filename=\"file1.txt\"\r\n"
      + "Content-Type: text/plain\r\n\r\n"
      + "... contents of file1.txt ...\r\n"
      + "--AaB03x--\r\n"
    checkEqual(String(decoding: try bytes(of: form), as: UTF8.self), expected)
    checkEqual(try form.contentLength(), Int64(expected.utf8.count))
    checkEqual(form.contentType, "multipart/form-data; boundary=AaB03x")
  }

  /// RFC 7578, section 4.3: several files of one field are parts of the same name, each with its
  /// own file name; a server reads them apart.
  @Test func severalFilesOfOneFieldAreEachAPartOfThatName() throws {
    let first = try TemporaryFile(named: "a.png", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A]))
    let second = try TemporaryFile(named: "b.pdf", Data("%PDF-1.7\r\n".utf8))
    defer {
      first.remove()
      second.remove()
    }
    let form = MultipartForm([
      .file("files", path: first.path), .file("files", path: second.path),
      .data("files", Data(), fileName: "empty.bin"),
    ])

    let received = try MultipartFormData(
      parsing: try bytes(of: form), contentType: form.contentType)

    checkEqual(received.parts(named: "files").map(\.fileName), ["a.png", "b.pdf", "empty.bin"])
    checkEqual(
      received.parts.map(\.contentType),
      ["image/png", "application/pdf", "application/octet-stream"])
    checkEqual(
      received.parts.map(\.body),
      [Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A]), Data("%PDF-1.7\r\n".utf8), Data()])
  }

  /// RFC 7578, section 2 and 4.2: a `"`, CR or LF in a name or file name is percent-encoded
  /// (as browsers write them); other characters are sent as UTF-8.
  @Test func quotesAndLineBreaksInNamesArePercentEncoded() throws {
    let form = MultipartForm(
      [.data("a\"b\r\nc", Data("x".utf8), fileName: "résumé \"final\".txt")], boundary: "b")

    let text = String(decoding: try bytes(of: form), as: UTF8.self)

    check(
      text.contains(
        "Content-Disposition: form-data; name=\"a%22b%0D%0Ac\"; "
          + "filename=\"résumé %22final%22.txt\"\r\nContent-Type: text/plain\r\n"), "\(text)")
  }

  @Test func aFileIsReadTheSameWhateverTheBufferSize() throws {
    var generator = SplitMix64(seed: 7)
    let contents = Data((0..<300_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
    let file = try TemporaryFile(named: "blob.bin", contents)
    defer { file.remove() }
    let form = MultipartForm(
      [.text("title", "Blob"), .file("blob", path: file.path), .text("after", "yes")])

    let whole = try bytes(of: form)
    for size in [1, 7, 4096, 1 << 20] {
      checkEqual(try bytes(of: form, readingBy: size), whole, "read by \(size)")
    }
    let received = try MultipartFormData(parsing: whole, contentType: form.contentType)
    checkEqual(received.parts.map(\.name), ["title", "blob", "after"])
    checkEqual(received.parts(named: "blob").first?.body, contents)
    checkEqual(Int64(whole.count), try form.contentLength())
  }

  @Test func aFileThatGrowsOrShrinksAfterItWasCountedEndsTheRead() throws {
    for change in [Data("longer than before".utf8), Data("s".utf8)] {
      let file = try TemporaryFile(Data("original".utf8))
      defer { file.remove() }
      let reader = try MultipartForm([.file("f", path: file.path)]).makeReader()
      try change.write(to: URL(fileURLWithPath: file.path))

      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      #expect(throws: MultipartForm.Failure.changed(path: file.path)) {
        while try buffer.withUnsafeMutableBytes({ try reader.read(into: $0) }) > 0 {}
      }
    }
  }

  @Test func whatCannotBeSentIsSaidBeforeAnythingIs() throws {
    let folder = try TemporaryFile(Data())
    defer { folder.remove() }
    let cases: [(MultipartForm, MultipartForm.Failure, String)] = [
      (
        MultipartForm([.file("f", path: "/nonexistent/cover.gif")]),
        .unreadable(path: "/nonexistent/cover.gif", reason: "there is no such file"),
        "cannot read '/nonexistent/cover.gif': there is no such file"
      ),
      (
        MultipartForm([.file("f", path: folder.folder.path)]),
        .notAFile(path: folder.folder.path), "cannot send '\(folder.folder.path)': it is not a file"
      ),
      (
        MultipartForm([.file("f", path: "/dev/zero")]), .notAFile(path: "/dev/zero"),
        "cannot send '/dev/zero': it is not a file"
      ),
      (
        MultipartForm([.text("note", "see --b here")], boundary: "b"), .boundaryInPart("note"),
        "the part 'note' holds the form's boundary"
      ),
      (
        MultipartForm([], boundary: "no\"quotes"), .invalidBoundary("no\"quotes"),
        "the boundary 'no\"quotes' is not 1 to 70 of the characters RFC 2046 allows"
      ),
    ]
    for (form, failure, line) in cases {
      #expect(throws: failure) { try form.makeReader() }
      #expect(throws: failure) { try form.contentLength() }
      checkEqual(failure.description, line)
    }
  }

  @Test func aBoundaryThatIsNoTokenIsQuotedInTheContentType() {
    checkEqual(
      MultipartForm([], boundary: "AaB03x").contentType, "multipart/form-data; boundary=AaB03x")
    checkEqual(
      MultipartForm([], boundary: "a b:c").contentType, #"multipart/form-data; boundary="a b:c""#)
  }

  @Test func aRestartedReaderHoldsEachFileToTheSizeCountedFirst() throws {
    let file = try TemporaryFile(Data("original".utf8))
    defer { file.remove() }
    let form = MultipartForm([.file("f", path: file.path)])
    let first = try form.makeReader()
    let whole = try bytes(of: form)
    try Data("original, and more".utf8).write(to: URL(fileURLWithPath: file.path))

    let again = first.restarted()
    checkEqual(again.count, Int64(whole.count))
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    #expect(throws: MultipartForm.Failure.changed(path: file.path)) {
      while try buffer.withUnsafeMutableBytes({ try again.read(into: $0) }) > 0 {}
    }
  }

  @Test func aBoundaryIsOneToSeventyAllowedCharactersNotEndingInASpace() {
    check(MultipartForm.isValidBoundary("AaB03x"))
    check(MultipartForm.isValidBoundary(String(repeating: "a", count: 70)))
    check(MultipartForm.isValidBoundary("with space and'()+_,-./:=?x"))
    check(!MultipartForm.isValidBoundary(""))
    check(!MultipartForm.isValidBoundary(String(repeating: "a", count: 71)))
    check(!MultipartForm.isValidBoundary("ends in space "))
    check(!MultipartForm.isValidBoundary("é"))
  }

  @Test func randomBoundariesAreValidAndDiffer() {
    var generator = SplitMix64(seed: 1)
    let first = MultipartForm.randomBoundary(using: &generator)
    let second = MultipartForm.randomBoundary(using: &generator)
    check(first != second)
    check(MultipartForm.isValidBoundary(first) && first.hasPrefix("form-") && first.count == 37)
    check(MultipartForm.isValidBoundary(MultipartForm.randomBoundary()))
  }

  @Test func aFileIsSentAsTheTypeItsExtensionNamesUnlessTold() {
    checkEqual(MultipartForm.Part.file("f", path: "a/cover.GIF").contentType, "image/gif")
    checkEqual(MultipartForm.Part.file("f", path: "a/cover.GIF").fileName, "cover.GIF")
    checkEqual(MultipartForm.Part.file("f", path: "notes").contentType, "application/octet-stream")
    checkEqual(
      MultipartForm.Part.file("f", path: ".bashrc").contentType, "application/octet-stream")
    checkEqual(
      MultipartForm.Part.file("f", path: "x.gif", fileName: "y", contentType: "image/png")
        .contentType, "image/png")
    checkEqual(MediaType.ofFile(named: "report.pdf"), "application/pdf")
  }

  @Test func theSummaryNamesEachPartAsAnItemWritesIt() throws {
    let file = try TemporaryFile(named: "cover.gif", Data(count: 18_400))
    defer { file.remove() }
    let form = MultipartForm([
      .text("title", "Cover"), .text("password", "hunter2"), .file("cover", path: file.path),
      .file("missing", path: "/nonexistent/x.png"),
    ])

    checkEqual(
      form.summaryLines,
      [
        "title=Cover", "password=REDACTED", "cover@\(file.path) (image/gif, 18.4 kB)",
        "missing@/nonexistent/x.png (cannot read '/nonexistent/x.png': there is no such file)",
      ])
  }

  @Test func aMultipartBodyTakesThePlaceOfTheEndpointsBytes() {
    let form = MultipartForm([.text("a", "b")], boundary: "xyz")
    let endpoint = Endpoint<Void>(
      method: "POST", pathComponents: ["files"], body: Data("old".utf8), resource: "file",
      payload: { _, _ in }
    ).sending(.multipart(form))

    checkEqual(endpoint.body, nil)
    checkEqual(endpoint.multipartBody, form)
    checkEqual(endpoint.contentType, "multipart/form-data; boundary=xyz")
    let upload = Endpoint<[String: Int]>.upload(["files"], form: form, resource: "file")
    check(upload.createsItem && upload.method == "POST" && upload.multipartBody == form)
  }
}

@Suite struct MultipartFormFieldsTests {
  @Test func fieldsAreTextPartsNamedAsAFormNamesThemBeforeTheFiles() throws {
    let form = MultipartForm(
      fields: [
        "title": "Cover", "seats": 3, "public": true, "note": nil,
        "metadata": ["plan": "pro"], "tags": ["a", "b"],
      ], files: [.data("file", Data("x".utf8), fileName: "x.txt")], boundary: "b")

    checkEqual(
      form.parts.map(\.name),
      ["title", "seats", "public", "note", "metadata[plan]", "tags[]", "tags[]", "file"])
    checkEqual(
      form.parts.map(\.content),
      [
        .text("Cover"), .text("3"), .text("true"), .text(""), .text("pro"), .text("a"),
        .text("b"), .data(Data("x".utf8)),
      ])
  }

  @Test func aDescriptionSendingAFormSendsItsDraftsFormEncodedOrMultipart() throws {
    let photos = ResourceDescription<JSONObject, JSONObject>(path: ["photos"], singular: "photo")

    let form = try photos.sendingForm().createEndpoint(["title": "Cover"])
    checkEqual(form.contentType, "application/x-www-form-urlencoded")
    checkEqual(form.body, Data("title=Cover".utf8))

    let upload = try photos.sendingForm(withFiles: [.file("file", path: "cover.gif")])
      .updateEndpoint("7", ["title": "Cover"])
    checkEqual(upload.body, nil)
    checkEqual(upload.multipartBody?.parts.map(\.name), ["title", "file"])
    checkEqual(upload.contentType?.hasPrefix("multipart/form-data; boundary=form-"), true)
    checkEqual(upload.method, "PATCH")
  }
}

@Suite struct MultipartFormEndpointTests {
  /// An update read as a write's answer (`allowingBodilessAnswers()`) is the same request:
  /// its form goes with it.
  @Test func anEndpointReadAnotherWaySendsItsFormStill() {
    let form = MultipartForm([.text("a", "b")], boundary: "xyz")
    let endpoint = Endpoint<[String: Int]>.upload(["files"], form: form, resource: "file")
      .reportingUploadProgress { _ in }
      .allowingBodilessAnswers()

    checkEqual(endpoint.multipartBody, form)
    check(endpoint.uploadProgress != nil)
    checkEqual(endpoint.contentType, "multipart/form-data; boundary=xyz")
  }
}
