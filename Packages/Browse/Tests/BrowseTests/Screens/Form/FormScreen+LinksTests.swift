import Features
import JSONCoding
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// The link fields of a record's form: those the catalog's foreign keys name, picked from the
/// linked resource's records and put in the field as the field takes them.
@Suite struct FormScreenLinksTests {
  static let catalog = ResourceCatalog(
    resources: [
      BrowsedResource(name: "authors"), BrowsedResource(name: "books"),
      BrowsedResource(name: "loans"),
    ])
  static let beauvoir = LinkChoice(
    id: "de/beauvoir", value: "de/beauvoir", pickerName: "Simone de Beauvoir", pickerDetails: [])
  static let book = LinkChoice(
    id: "3", value: 3, pickerName: "The Second Sex", pickerDetails: [])
  static let loan: JSONObject = ["id": 9, "bookId": 3, "readerId": 4, "note": "late"]

  /// The form of a new loan (a book by number, an author by text), linked by the catalog.
  static func newLoan() -> FormScreen {
    let records: [JSONObject] = [["id": 1, "bookId": 2, "authorId": "weil", "note": "x"]]
    return FormScreen(
      RecordForm(
        new: BrowsedResource(name: "loans"), names: ["id", "bookId", "authorId", "note"],
        schema: RecordSchema(records: records), idField: "id")
    ).linking(catalog)
  }

  /// The form of loan 9, whose book's name is known as `linkNames` says, linked by the
  /// catalog.
  static func editedLoan(linkNames: [String: String] = [:]) -> FormScreen {
    FormScreen(
      RecordForm(
        editing: loan, id: "9", of: BrowsedResource(name: "loans"),
        schema: RecordSchema(records: [loan]), idField: "id"),
      linkNames: linkNames
    ).linking(catalog)
  }

  @Test func theFieldsThatAreForeignKeysOfTheCatalogsResourcesArePicked() {
    let form = Self.newLoan()
    checkEqual(
      form.links, ["bookId": Self.catalog.resources[1], "authorId": Self.catalog.resources[0]])
    checkEqual(form.pickers.keys.sorted(), ["authorId", "bookId"])
    check(form.isOnPicker)
    let edit = Self.editedLoan()
    checkEqual(edit.links.keys.sorted(), ["bookId"], "readers are not a resource of the catalog")
    checkEqual(edit.pickers["bookId"]?.chosen, "3")
    checkEqual(edit.shownText(of: 0), "#3", "by id until its name is known")
  }

  @Test func aPickPutsTheRecordsIdInTheFieldAsTheFieldTakesIt() {
    var form = Self.newLoan()
    let bookEdit = FormScreenTests.pickerPress(.enter, in: &form, choices: [Self.book])
    checkEqual(bookEdit, nil, "Enter opens the picker")
    checkEqual(
      FormScreenTests.pickerPress(.enter, in: &form, choices: [Self.book]),
      .record(.setField("bookId", "3")), "a number as JSON")
    checkEqual(form.shownText(of: 0), "The Second Sex (#3)")
    _ = form.press(.tab)
    _ = FormScreenTests.pickerPress(.character("s"), in: &form, choices: [Self.beauvoir])
    checkEqual(
      FormScreenTests.pickerPress(.enter, in: &form, choices: [Self.beauvoir]),
      .record(.setField("authorId", "de/beauvoir")), "text as it is")
    checkEqual(form.shownText(of: 1), "Simone de Beauvoir (#de/beauvoir)")
    checkEqual(form.inputs.map(\.text), ["3", "de/beauvoir", ""])
  }

  @Test func aFieldTypedAsJSONTakesATextIDQuoted() {
    let records: [JSONObject] = [["id": 1, "authorId": 7]]
    var form = FormScreen(
      RecordForm(
        new: BrowsedResource(name: "books"), names: ["id", "authorId"],
        schema: RecordSchema(records: records), idField: "id")
    ).linking(Self.catalog)
    _ = FormScreenTests.pickerPress(.enter, in: &form, choices: [Self.beauvoir])
    checkEqual(
      FormScreenTests.pickerPress(.enter, in: &form, choices: [Self.beauvoir]),
      .record(.setField("authorId", #""de/beauvoir""#)))
    checkEqual(form.shownText(of: 0), "Simone de Beauvoir (#de/beauvoir)")
  }

  @Test func backspaceEmptiesALinkAndThePickerForgetsIt() {
    var form = Self.editedLoan()
    checkEqual(form.press(.backspace), .send([.record(.setField("bookId", ""))]))
    checkEqual(form.inputs[0].text, "")
    checkEqual(form.pickers["bookId"]?.chosen, nil)
    checkEqual(form.press(.backspace), .none, "nothing left to empty")
    checkEqual(form.press(.left), .none, "the link is not edited as text")
    _ = FormScreenTests.pickerPress(.enter, in: &form, choices: [Self.book])
    checkEqual(
      FormScreenTests.pickerPress(.enter, in: &form, choices: [Self.book]),
      .record(.setField("bookId", "3")), "the same record picked again is put back")
  }

  @Test func theNamesNotKnownAreAskedOnceAndTakenForTheRecordStillNamed() {
    var form = Self.editedLoan()
    let lookups = form.nameLookups()
    checkEqual(lookups.map(\.field), ["bookId"])
    checkEqual(lookups.map(\.id), ["3"])
    check(form.nameLookups().isEmpty, "asked once")
    form.named("bookId", id: "4", name: "Another")
    checkEqual(form.shownText(of: 0), "#3", "the name of another record is not taken")
    form.named("bookId", id: "3", name: "The Second Sex")
    checkEqual(form.shownText(of: 0), "The Second Sex (#3)")

    let named = Self.editedLoan(linkNames: ["bookId": "The Second Sex"])
    var known = named
    check(known.nameLookups().isEmpty, "a name the record screen knew is not asked")
    checkEqual(named.shownText(of: 0), "The Second Sex (#3)")
  }

  /// A JSON:API record's to-one relationship, of the type of one of the catalog's resources, is
  /// picked as a foreign key is, and holds the picked record's identifier.
  @Test func aRelationshipIsPickedAmongTheRecordsOfItsType() {
    let records: [JSONObject] = [
      ["id": "1", "title": "Tides", "author": ["type": "authors", "id": "weil"]]
    ]
    var record = RecordForm(
      new: BrowsedResource(name: "books"), names: ["id", "title", "author"],
      schema: RecordSchema(records: records), idField: "id")
    record.relationships = ResourceIdentifier.types(in: records)
    var form = FormScreen(record).linking(Self.catalog)
    _ = form.press(.tab)

    checkEqual(form.links, ["author": Self.catalog.resources[0]])
    checkEqual(form.content.fields.map(\.label), ["title", "author"], "not typed as JSON")
    _ = FormScreenTests.pickerPress(.enter, in: &form, choices: [Self.beauvoir])
    checkEqual(
      FormScreenTests.pickerPress(.enter, in: &form, choices: [Self.beauvoir]),
      .record(.setField("author", #"{"type":"authors","id":"de/beauvoir"}"#)))
    checkEqual(form.shownText(of: 1), "Simone de Beauvoir (#de/beauvoir)")
    record.fields[1].text = record.linkText(to: Self.beauvoir, at: 1)
    checkEqual(record.body["author"], ["type": "authors", "id": "de/beauvoir"])
  }

  @Test func anEditedRecordsRelationshipStartsOnTheRecordItNames() {
    let book: JSONObject = ["id": "7", "title": "Tides", "author": ["type": "authors", "id": "3"]]
    let form = FormScreen(
      RecordForm(
        editing: book, id: "7", of: BrowsedResource(name: "books"),
        schema: RecordSchema(records: [book]), idField: "id")
    ).linking(Self.catalog)

    checkEqual(form.links, ["author": Self.catalog.resources[0]])
    checkEqual(form.pickers["author"]?.chosen, "3")
    checkEqual(form.shownText(of: 1), "#3")
  }
}
