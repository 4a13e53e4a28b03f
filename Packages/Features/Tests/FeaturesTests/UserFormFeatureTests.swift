import Models
import NetworkClient
import NetworkClientTestSupport
import Testing

@testable import Features

@Suite struct UserFormFeatureTests {
  let original: User = {
    var user = Sample.user(
      4, name: "Ada Byron", username: "ada", email: "ada@example.com", city: "London",
      company: "Engines")
    user.address.geo = User.Geo(lat: "51.5", lng: "-0.1")
    user.company.catchPhrase = "Poetical science"
    user.company.bs = "analytical"
    return user
  }()
  let log = Log<WriteCall>()

  func feature(failure: (any Error & Sendable)? = nil) -> UserFormFeature {
    UserFormFeature(client: .recordingWrites(into: log, user: original, failure: failure))
  }

  @Test func theFieldsAreInTheFormsOrderWithTheAPIsNames() {
    #expect(
      UserFormFeature.Field.allCases.map(\.rawValue) == [
        "name", "username", "email", "phone", "website", "address.street", "address.suite",
        "address.city", "address.zipcode", "company.name",
      ])
  }

  @Test func submittingReportsEveryProblemAtOnceInFieldOrderAndSendsNothing() async {
    var state = UserFormFeature.State(
      mode: .create, fields: .init(name: " ", email: "a@@b.co", city: "Paris"))

    let effect = feature().reduce(into: &state, action: .submit)

    #expect(
      state.status.errors?.lines == [
        "name: can't be blank", "username: can't be blank", "email: is not a valid address",
      ])
    #expect(await effect.actions().isEmpty)
    #expect(log.entries.isEmpty)
  }

  @Test func creatingSendsADraftWithEveryFieldAndSavesTheAnswer() async throws {
    var state = UserFormFeature.State(
      mode: .create,
      fields: .init(
        name: "Grace", username: "grace", email: "grace@navy.example", phone: "555",
        website: "grace.example", street: "1 Main St", suite: "Apt 2", city: "Arlington",
        zipcode: "22201", company: "Navy"))
    let feature = feature()

    let effect = feature.reduce(into: &state, action: .submit)
    #expect(state.status == .submitting)
    let actions = await effect.actions()
    _ = feature.reduce(into: &state, action: try #require(actions.first))

    let draft = UserDraft(
      name: "Grace", username: "grace", email: "grace@navy.example", phone: "555",
      website: "grace.example",
      address: User.Address(
        street: "1 Main St", suite: "Apt 2", city: "Arlington", zipcode: "22201",
        geo: User.Geo(lat: "", lng: "")),
      company: User.Company(name: "Navy", catchPhrase: "", bs: ""))
    #expect(log.entries == [.createUser(draft)])
    #expect(state.status.savedResource?.id == 11)
    #expect(state.status.savedResource?.address.city == "Arlington")
  }

  @Test func anEditSendsOnlyTheChangedFields() async {
    var state = UserFormFeature.State(mode: .edit(original))
    let feature = feature()
    _ = feature.reduce(into: &state, action: .setField(.email, "ada@lovelace.example"))

    _ = await feature.reduce(into: &state, action: .submit).actions()

    #expect(log.entries == [.updateUser(4, UserChanges(email: "ada@lovelace.example"))])
  }

  @Test func changingTheCitySendsTheWholeAddressWithItsCoordinates() async {
    var state = UserFormFeature.State(mode: .edit(original))
    let feature = feature()
    _ = feature.reduce(into: &state, action: .setField(.city, "Oxford"))

    let actions = await feature.reduce(into: &state, action: .submit).actions()

    var address = original.address
    address.city = "Oxford"
    #expect(log.entries == [.updateUser(4, UserChanges(address: address))])
    #expect(address.geo == User.Geo(lat: "51.5", lng: "-0.1"))
    guard case .saveResponse(.success(let saved)) = actions.first else {
      Issue.record("expected a saved user, got \(actions)")
      return
    }
    #expect(saved.address.city == "Oxford")
  }

  @Test func changingTheCompanyNameSendsTheWholeCompany() {
    var state = UserFormFeature.State(mode: .edit(original))
    _ = feature().reduce(into: &state, action: .setField(.company, "Babbage & Co"))

    let company = User.Company(
      name: "Babbage & Co", catchPhrase: "Poetical science", bs: "analytical")
    #expect(state.changes == UserChanges(company: company))
  }

  @Test func anEditWithoutChangesIsSavedWithoutARequest() {
    var state = UserFormFeature.State(mode: .edit(original))

    let effect = feature().reduce(into: &state, action: .submit)

    #expect(state.status == .saved(original))
    #expect(effect.isNone)
    #expect(log.entries.isEmpty)
  }

  @Test func anEditValidatesOnlyWhatItChanges() {
    var state = UserFormFeature.State(mode: .edit(original))
    state.fields.email = "a@co."
    state.fields.name = ""

    _ = feature().reduce(into: &state, action: .submit)

    #expect(
      state.status.errors?.lines == ["name: can't be blank", "email: is not a valid address"])
    #expect(log.entries.isEmpty)
  }

  @Test func aRejectionShowsTheServersMessagesAndAFixMakesTheFormEditing() async throws {
    let rejection = NetworkError.rejected(
      resource: "user", fieldErrors: FieldErrors(["email": ["is invalid"]]))
    var state = UserFormFeature.State(
      mode: .create, fields: .init(name: "Grace", username: "grace", email: "g@x.example"))
    let feature = feature(failure: rejection)

    let actions = await feature.reduce(into: &state, action: .submit).actions()
    _ = feature.reduce(into: &state, action: try #require(actions.first))
    #expect(state.status.errors?.lines == ["email: is invalid"])

    _ = feature.reduce(into: &state, action: .setField(.email, "g@y.example"))
    #expect(state.status == .editing)
  }

  @Test func anotherFailureFailsTheFormAndRetrySendsAgain() async throws {
    var state = UserFormFeature.State(
      mode: .create, fields: .init(name: "Grace", username: "grace", email: "g@x.example"))
    let feature = feature(failure: NetworkError.timedOut(host: "example.com"))

    let actions = await feature.reduce(into: &state, action: .submit).actions()
    _ = feature.reduce(into: &state, action: try #require(actions.first))
    #expect(state.status.failure?.networkError == .timedOut(host: "example.com"))

    let retry = feature.reduce(into: &state, action: .retry)
    #expect(state.status == .submitting)
    _ = await retry.actions()
    #expect(log.entries.count == 2)
  }
}
