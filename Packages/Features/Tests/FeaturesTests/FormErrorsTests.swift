import HTTPClient
import TestSupport
import Testing

@testable import Features

@Suite struct FormErrorsTests {
  @Test func linesAreOnePerFieldWithTheMessagesJoined() {
    let errors = FormErrors([
      FormErrors.Entry(field: "email", messages: ["is invalid", "is taken"]),
      FormErrors.Entry(field: "name", messages: ["can't be blank"]),
    ])

    checkEqual(errors.lines, ["email: is invalid, is taken", "name: can't be blank"])
    checkEqual(errors.fields, ["email", "name"])
    checkEqual(errors["email"], ["is invalid", "is taken"])
    checkEqual(errors["phone"], [])
  }

  @Test func aFieldNamedTwiceIsMergedIntoItsFirstEntry() {
    let errors = FormErrors([
      FormErrors.Entry(field: "email", messages: ["is invalid"]),
      FormErrors.Entry(field: "name", messages: ["can't be blank"]),
      FormErrors.Entry(field: "email", messages: ["is taken"]),
    ])

    checkEqual(errors.lines, ["email: is invalid, is taken", "name: can't be blank"])
  }

  @Test func aFieldWithoutMessagesIsItsNameAlone() {
    let errors = FormErrors([FormErrors.Entry(field: "title", messages: [])])
    checkEqual(errors.lines, ["title"])
    check(!errors.isEmpty)
  }

  @Test func serverErrorsFollowTheFormsOrderAndTheRestAreTheFormsOwn() {
    let fieldErrors = FieldErrors(
      [
        "zeta": ["is odd"], "email": ["is invalid"], "alpha": ["is odd", "is old"],
        "name": ["is taken"],
      ],
      general: ["Plan is full"])

    let errors = FormErrors(fieldErrors, fieldOrder: ["name", "username", "email"])

    checkEqual(errors.fields, ["name", "email"])
    checkEqual(errors["email"], ["is invalid"])
    checkEqual(errors.general, ["Plan is full", "alpha: is odd, is old", "zeta: is odd"])
    checkEqual(
      errors.lines,
      [
        "Plan is full", "alpha: is odd, is old", "zeta: is odd", "name: is taken",
        "email: is invalid",
      ])
  }

  @Test func theFormsOwnMessagesAloneAreProblems() {
    let errors = FormErrors(FieldErrors([:], general: ["Locked"]), fieldOrder: ["title"])

    check(!errors.isEmpty)
    check(errors.entries.isEmpty)
    checkEqual(errors, FormErrors(general: ["Locked"]))
    check(errors != FormErrors())
  }

  @Test func addAppendsToAFieldOrAddsItLast() {
    var errors = FormErrors()
    errors.add("can't be blank", for: "title")
    errors.add("can't be blank", for: "body")
    errors.add("is too long", for: "title")

    checkEqual(errors.lines, ["title: can't be blank, is too long", "body: can't be blank"])
  }

  @Test func removeAllDropsTheFieldsEntry() {
    var errors = FormErrors([
      FormErrors.Entry(field: "title", messages: ["can't be blank"]),
      FormErrors.Entry(field: "body", messages: ["can't be blank"]),
    ])
    errors.removeAll(for: "title")

    checkEqual(errors.fields, ["body"])
    errors.removeAll(for: "body")
    check(errors.isEmpty)
  }

  @Test func fieldsAfterARemovedOneKeepTheirMessages() {
    var errors = FormErrors([
      FormErrors.Entry(field: "title", messages: ["can't be blank"]),
      FormErrors.Entry(field: "body", messages: ["is too short"]),
      FormErrors.Entry(field: "userId", messages: ["does not exist"]),
    ])

    errors.removeAll(for: "title")
    errors.add("is too long", for: "body")
    errors.add("can't be blank", for: "title")

    checkEqual(errors["body"], ["is too short", "is too long"])
    checkEqual(errors["userId"], ["does not exist"])
    checkEqual(errors.fields, ["body", "userId", "title"])
  }

  @Test func equalEntriesAreEqualErrorsHoweverBuilt() {
    var added = FormErrors()
    added.add("a", for: "x")
    added.add("b", for: "y")
    added.add("c", for: "x")
    var removed = added
    removed.add("d", for: "z")
    removed.removeAll(for: "z")

    let built = FormErrors([
      FormErrors.Entry(field: "x", messages: ["a", "c"]),
      FormErrors.Entry(field: "y", messages: ["b"]),
    ])
    checkEqual(added, built)
    checkEqual(removed, built)
    checkEqual(Set([added, removed, built]).count, 1)
  }

  @Test func manyFieldsAndRepeatsAggregateInOrder() {
    let count = 20_000
    let entries = (0..<count).map { FormErrors.Entry(field: "f\($0)", messages: ["m"]) }
    let repeats = (0..<count).map { FormErrors.Entry(field: "f\($0)", messages: ["again"]) }

    let errors = FormErrors(entries + repeats)

    checkEqual(errors.entries.count, count)
    checkEqual(errors.fields.first, "f0")
    checkEqual(errors.fields.last, "f\(count - 1)")
    checkEqual(errors["f12345"], ["m", "again"])
  }
}
