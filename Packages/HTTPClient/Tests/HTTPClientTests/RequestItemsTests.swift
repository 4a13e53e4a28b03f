import Foundation
import HTTPClient
import JSONCoding
import TestSupport
import Testing

@Suite struct RequestItemsTests {
  @Test func gathersTheFieldsAndTheQueryInOrder() throws {
    let items = try RequestItems(parsing: ["name=Ada", "city==Lyon", "age:=36", "city==Paris"])

    checkEqual(items.fields, ["name": "Ada", "age": 36])
    checkEqual(
      items.queryItems,
      [
        URLQueryItem(name: "city", value: "Lyon"), URLQueryItem(name: "city", value: "Paris"),
      ])
    check(items.repeatedFields.isEmpty)
    check(!items.isEmpty)
    check(try RequestItems(parsing: []).isEmpty)
  }

  @Test func nestedNamesBuildObjectsAndListsAsHttpie3Does() throws {
    let items = try RequestItems(parsing: [
      "user[name]=Ada", "user[langs][]=en", "user[langs][]=fr", "user[age]:=36", "id:=7",
      "user[name]=Grace", "tags[]=a", "tags[]=a",
    ])

    checkEqual(
      items.fields,
      [
        "user": ["name": "Grace", "langs": ["en", "fr"], "age": 36], "id": 7, "tags": ["a", "a"],
      ])
    checkEqual(items.repeatedFields, ["user[name]"], "an append is never a repeat")
  }

  @Test func aNestedNameThatMeetsAnotherKindIsOneLine() {
    #expect(
      throws: RequestItem.SyntaxError(
        word: "name[first]=A", reason: "gives the field 'first' to 'name', which is a string")
    ) {
      try RequestItems(parsing: ["name=Ada", "name[first]=A"])
    }
  }

  @Test func keepsTheLastValueOfAFieldGivenTwiceAndSaysWhich() throws {
    let items = try RequestItems(parsing: ["name=Ada", "age:=1", "name=Grace", "name=Alan"])

    checkEqual(items.fields, ["name": "Alan", "age": 1])
    checkEqual(items.repeatedFields, ["name"])
  }

  @Test func keepsTheCredentialHeadersApartAndTheLastValueOfAHeaderGivenTwice() throws {
    let items = try RequestItems(parsing: [
      "Accept:text/plain", "x-api-key:old", "name=Ada", "X-API-Key:k1", "ACCEPT:application/json",
      "Authorization:Bearer t", "Cookie:a=1",
    ])

    checkEqual(items.headers, ["ACCEPT": "application/json"])
    checkEqual(
      items.credentials.headers,
      [
        "X-API-Key": "k1", "Authorization": "Bearer t", "Cookie": "a=1",
      ])
    checkEqual(items.fields, ["name": "Ada"])
    check(try !RequestItems(parsing: ["X-Trace:1"]).isEmpty)
  }

  @Test func filesAreKeptInOrderApartFromTheFields() throws {
    let items = try RequestItems(parsing: ["cover@a.gif", "title=Cover", "scan@b.pdf;type=x/y"])

    checkEqual(items.fields, ["title": "Cover"])
    checkEqual(
      items.files,
      [.file("cover", path: "a.gif"), .file("scan", path: "b.pdf", contentType: "x/y")])
    check(!items.givesNoField && !items.isEmpty)
    let onlyFiles = try RequestItems(parsing: ["cover@a.gif"])
    check(onlyFiles.fields.isEmpty && !onlyFiles.givesNoField && !onlyFiles.isEmpty)
    check(try RequestItems(parsing: ["X-A:b"]).givesNoField)
  }

  @Test func stopsAtTheFirstWordThatIsNoItem() {
    #expect(
      throws: RequestItem.SyntaxError(
        word: "oops",
        reason: "is neither name=text, name:=json, name==value, Name:value nor name@file")
    ) {
      try RequestItems(parsing: ["name=Ada", "oops", "also bad"])
    }
  }

  @Test func readsTenThousandItems() throws {
    let words = (0..<10_000).map { "field\($0):=\($0)" } + (0..<10_000).map { "field\($0)=x" }
    let items = try RequestItems(parsing: words)

    checkEqual(items.fields.count, 10_000)
    checkEqual(items.fields["field9999"], "x")
    checkEqual(items.repeatedFields.count, 10_000)
  }

  @Test func readsTenThousandHeadersGivenTwice() throws {
    let words = (0..<10_000).map { "X-Field-\($0):a" } + (0..<10_000).map { "x-field-\($0):b" }
    let items = try RequestItems(parsing: words)

    checkEqual(items.headers.count, 10_000)
    checkEqual(items.headers["x-field-9999"], "b")
  }
}
