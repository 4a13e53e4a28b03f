import Foundation
import HTTPBasics
import TestSupport
import Testing

@Suite struct MultipartFormDataTests {
  /// RFC 7578's example of a text field and a file (after RFC 2388 and HTML 4.01), as a server
  /// reads it.
  @Test func readsRFC7578sExampleOfAFieldAndAFile() throws {
    let body = Data(
      ("--AaB03x\r\n"
        + "Content-Disposition: form-data; name=\"submit-name\"\r\n\r\n"
        + "Larry\r\n"
        + "--AaB03x\r\n"
        + "content-disposition: form-data; name=\"files\"; filename=\"file1.txt\"\r\n"
        + "Content-Type: text/plain\r\n\r\n"
        + "... contents of file1.txt ...\r\n"
        + "--AaB03x--\r\n").utf8)

    let form = try MultipartFormData(
      parsing: body, contentType: "multipart/form-data; boundary=AaB03x")

    checkEqual(form.boundary, "AaB03x")
    checkEqual(form.parts.map(\.name), ["submit-name", "files"])
    checkEqual(form.parts.map(\.fileName), [nil, "file1.txt"])
    checkEqual(form.parts.map(\.contentType), [nil, "text/plain"])
    checkEqual(form.parts.map(\.text), ["Larry", "... contents of file1.txt ..."])
    checkEqual(form.parts(named: "files").count, 1)
  }

  @Test func readsQuotedBoundariesAndParametersWithTheirEscapes() throws {
    let body = Data(
      ("--a b\r\nContent-Disposition: form-data ; NAME=\"x\\\"y\"; filename=\"a; b.pdf\"\r\n\r\n"
        + "\r\n--a b--").utf8)

    let form = try MultipartFormData(
      parsing: body, contentType: #"Multipart/Form-Data; charset=utf-8; boundary="a b""#)

    checkEqual(form.parts.map(\.name), [#"x"y"#])
    checkEqual(form.parts.first?.fileName, "a; b.pdf")
    checkEqual(form.parts.first?.body, Data())
  }

  @Test(arguments: [
    ("application/json", "x", "'application/json' is not multipart/form-data"),
    ("multipart/form-data", "x", "'multipart/form-data' is not multipart/form-data"),
    ("multipart/form-data; boundary=b", "--c\r\n", "the body does not start with --b"),
    (
      "multipart/form-data; boundary=b", "--b\r\nA: 1\r\n\r\nx",
      "a part is not closed by the boundary"
    ),
    (
      "multipart/form-data; boundary=b", "--b\r\nA: 1\r\nx\r\n--b--",
      "a part has no empty line after its header"
    ),
    ("multipart/form-data; boundary=b", "--b\r\nA\r\n\r\nx\r\n--b--", "'A' is not a header field"),
    (
      "multipart/form-data; boundary=b", "--b\r\nContent-Disposition: inline\r\n\r\nx\r\n--b--",
      "a part has no Content-Disposition: form-data; name=…"
    ),
    ("multipart/form-data; boundary=b", "--b\r\n\r\n", "a part is not closed by the boundary"),
    ("multipart/form-data; boundary=b", "--bX", "a delimiter is followed by neither CRLF nor --"),
  ])
  func whatIsNotAFormIsSaidInALine(contentType: String, body: String, problem: String) {
    let error = #expect(throws: MultipartFormData.Problem.self) {
      try MultipartFormData(parsing: Data(body.utf8), contentType: contentType)
    }
    checkEqual(error?.description, problem)
  }
}
