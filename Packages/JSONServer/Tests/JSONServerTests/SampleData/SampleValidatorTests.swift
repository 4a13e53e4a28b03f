import Foundation
import JSONCoding
import TestSupport
import Testing

@testable import JSONServer

@Suite struct SampleValidatorTests {
  private let database = Database.standard

  private func errors(
    _ json: String, of resource: SampleResource, isNew: Bool = true
  ) throws -> [String: [String]] {
    let record = try JSONValue(javaScriptParsing: Data(json.utf8))
    let errors = SampleValidator.errors(in: record, of: resource, in: database, isNew: isNew)
    return Dictionary(errors.map { ($0.field, $0.messages) }, uniquingKeysWith: +)
  }

  @Test func acceptsEveryStandardRecord() {
    for resource in SampleResource.allCases {
      for record in database[resource].records {
        check(
          SampleValidator.errors(in: record, of: resource, in: database, isNew: false).isEmpty)
      }
    }
  }

  @Test func reportsEveryProblemOfAUserAtOnce() throws {
    try checkEqual(
      errors(#"{"name": "  ", "email": "a b@c.d", "phone": 5, "address": "here"}"#, of: .users),
      [
        "name": ["can't be blank"], "username": ["can't be blank"], "email": ["is invalid"],
        "phone": ["must be a string"], "address": ["must be an object"],
      ])
    try checkEqual(
      errors(
        #"{"name": "A", "username": "a", "email": "a@b.c", "address": {"geo": {"lat": 1}}}"#,
        of: .users), ["address.geo.lat": ["must be a string"]])
    check(try errors(#"{"name": "A", "username": "a", "email": "a@b.c"}"#, of: .users).isEmpty)
  }

  @Test(arguments: [
    ("a@b.c", true), ("first.last@example.co.jp", true), ("@b.c", false), ("a@bc", false),
    ("a@@b.c", false), ("a@b@c.d", false), ("a @b.c", false), ("a@b.c\t", false), ("ab.c", false),
  ])
  func judgesEmailAddresses(email: String, isPlausible: Bool) {
    checkEqual(SampleValidator.isPlausibleEmail(email), isPlausible)
  }

  @Test func checksPostsAndTheirAuthor() throws {
    try checkEqual(
      errors(#"{"userId": 11, "title": "", "body": null}"#, of: .posts),
      ["userId": ["does not exist"], "title": ["can't be blank"], "body": ["can't be blank"]])
    try checkEqual(
      errors(#"{"userId": "1", "title": "t", "body": "b"}"#, of: .posts),
      [
        "userId": ["must be a number"]
      ])
    try checkEqual(
      errors(#"{"userId": 1.5, "title": "t", "body": "b"}"#, of: .posts),
      [
        "userId": ["must be a positive whole number"]
      ])
    check(try errors(#"{"userId": 1.0, "title": "t", "body": "b"}"#, of: .posts).isEmpty)
    try checkEqual(
      errors(#"{"title": "t", "body": "b", "extra": [1]}"#, of: .posts),
      [
        "userId": ["can't be blank"]
      ])
  }

  @Test func checksTheOtherResources() throws {
    try checkEqual(
      errors(#"{"postId": 101, "name": "n", "email": "x", "body": "b"}"#, of: .comments),
      ["postId": ["does not exist"], "email": ["is invalid"]])
    try checkEqual(errors(#"{"userId": 1}"#, of: .albums), ["title": ["can't be blank"]])
    try checkEqual(
      errors(#"{"albumId": 100, "title": "t", "url": 1}"#, of: .photos),
      ["url": ["must be a string"], "thumbnailUrl": ["can't be blank"]])
    try checkEqual(
      errors(#"{"id": "seven", "userId": 1, "title": "t", "completed": "yes"}"#, of: .todos),
      ["id": ["must be a number"], "completed": ["must be true or false"]])
  }

  @Test func requiresAFreeIDOnlyForNewRecords() throws {
    let json = #"{"id": 1, "userId": 1, "title": "t", "completed": false}"#
    try checkEqual(errors(json, of: .todos), ["id": ["has already been taken"]])
    check(try errors(json, of: .todos, isNew: false).isEmpty)
    try checkEqual(
      errors(#"{"id": 0, "userId": 1, "title": "t", "completed": false}"#, of: .todos),
      [
        "id": ["must be a positive whole number"]
      ])
  }

  @Test func writesWholeNumbersAsIntegers() throws {
    let record = try JSONValue(
      javaScriptParsing: Data(#"{"userId": 2.0, "id": 5.0, "title": "t"}"#.utf8))
    checkEqual(
      SampleValidator.normalized(record, of: .albums).text,
      #"{\#n  "userId": 2,\#n  "id": 5,\#n  "title": "t"\#n}"#)
    checkEqual(SampleValidator.normalized(record, of: .albums).value(atPath: ["id"])?.testNumber, 5)
  }
}

extension JSONValue {
  fileprivate var testNumber: Int? {
    integerValue
  }
}
