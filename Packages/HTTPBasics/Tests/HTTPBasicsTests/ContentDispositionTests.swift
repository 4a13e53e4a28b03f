import HTTPBasics
import TestSupport
import Testing

@Suite struct ContentDispositionTests {
  @Test(arguments: [
    ("attachment; filename=\"export.csv\"", "export.csv"),
    ("attachment; filename=export.csv", "export.csv"),
    ("attachment;filename=\"a \\\"b\\\".txt\"", "a \"b\".txt"),
    ("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf", "résumé.pdf"),
    ("attachment; filename=\"fallback.pdf\"; filename*=UTF-8''na%C3%AFve.pdf", "naïve.pdf"),
    ("attachment; filename*=iso-8859-1'en'%E9t%E9.txt", "été.txt"),
    ("inline; FILENAME=\"Report.PDF\"", "Report.PDF"),
    ("attachment; filename=\"/etc/passwd\"", "passwd"),
    ("attachment; filename=\"..\\\\..\\\\win.ini\"", "win.ini"),
  ])
  func namesTheFile(value: String, name: String) {
    checkEqual(ContentDisposition.fileName(in: value), name)
  }

  @Test(arguments: [
    "attachment", "inline", "attachment; filename=\"\"", "attachment; filename=\"../..\"",
    "attachment; filename=\".bashrc\"", "attachment; filename=\"a/.ssh\"",
    "attachment; filename*=UTF-8''%ZZ", "attachment; filename*=koi8-r''abc",
    "attachment; filename=\"unclosed",
  ])
  func givesNoUnsafeName(value: String) {
    checkEqual(ContentDisposition.fileName(in: value), nil)
  }

  @Test func dropsControlCharacters() {
    checkEqual(ContentDisposition.safeFileName("a\u{1B}[31mb\r\n.txt"), "a[31mb.txt")
  }

  @Test func cutsALongNameKeepingItsExtension() throws {
    let name = try #require(
      ContentDisposition.safeFileName(String(repeating: "é", count: 300) + ".csv"))
    check(name.utf8.count <= ContentDisposition.longestName)
    check(name.hasSuffix(".csv"))
  }
}
