import NetworkClient
import Testing

@testable import Features

@Suite struct FormErrorsTests {
  @Test func linesAreOnePerFieldWithTheMessagesJoined() {
    let errors = FormErrors([
      FormErrors.Entry(field: "email", messages: ["is invalid", "is taken"]),
      FormErrors.Entry(field: "name", messages: ["can't be blank"]),
    ])

    #expect(errors.lines == ["email: is invalid, is taken", "name: can't be blank"])
    #expect(errors.fields == ["email", "name"])
    #expect(errors["email"] == ["is invalid", "is taken"])
    #expect(errors["phone"] == [])
  }

  @Test func aFieldNamedTwiceIsMergedIntoItsFirstEntry() {
    let errors = FormErrors([
      FormErrors.Entry(field: "email", messages: ["is invalid"]),
      FormErrors.Entry(field: "name", messages: ["can't be blank"]),
      FormErrors.Entry(field: "email", messages: ["is taken"]),
    ])

    #expect(errors.lines == ["email: is invalid, is taken", "name: can't be blank"])
  }

  @Test func aFieldWithoutMessagesIsItsNameAlone() {
    let errors = FormErrors([FormErrors.Entry(field: "title", messages: [])])
    #expect(errors.lines == ["title"])
    #expect(!errors.isEmpty)
  }

  @Test func serverErrorsFollowTheFormsOrderThenUnknownFieldsSorted() {
    let fieldErrors = FieldErrors([
      "zeta": ["is odd"], "email": ["is invalid"], "alpha": ["is odd"], "name": ["is taken"],
    ])

    let errors = FormErrors(fieldErrors, fieldOrder: ["name", "username", "email"])

    #expect(errors.fields == ["name", "email", "alpha", "zeta"])
    #expect(errors["email"] == ["is invalid"])
  }

  @Test func addAppendsToAFieldOrAddsItLast() {
    var errors = FormErrors()
    errors.add("can't be blank", for: "title")
    errors.add("can't be blank", for: "body")
    errors.add("is too long", for: "title")

    #expect(errors.lines == ["title: can't be blank, is too long", "body: can't be blank"])
  }

  @Test func removeAllDropsTheFieldsEntry() {
    var errors = FormErrors([
      FormErrors.Entry(field: "title", messages: ["can't be blank"]),
      FormErrors.Entry(field: "body", messages: ["can't be blank"]),
    ])
    errors.removeAll(for: "title")

    #expect(errors.fields == ["body"])
    errors.removeAll(for: "body")
    #expect(errors.isEmpty)
  }
}
