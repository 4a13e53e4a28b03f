import Billing
import Dependencies
import Features
import FeaturesTesting
import Foundation
import Synchronization
import Testing

/// The create form: a `400`'s `param` under its field, a message naming no field as the form's,
/// and a retry under the key of the create it retries.
@Suite(.timeLimit(.minutes(1)))
struct CustomerFormFeatureTests {
  static func client(keys: LockedKeys, answer: @escaping @Sendable (Int) throws -> Customer)
    -> ResourceClient<Customer, CustomerDraft>
  {
    var client = ResourceClient<Customer, CustomerDraft>.unimplemented
    client.create = { _, key in try answer(keys.append(key ?? IdempotencyKey("none"))) }
    return client
  }

  static func form() -> CustomerForm {
    CustomerForm(fields: CustomerForm.Fields(email: "ada@example.com", plan: "gold"))
  }

  @Test func aRefusedParamIsShownUnderItsFieldAndAMessageOfNoneAboveThem() async {
    let keys = LockedKeys()
    let refusal = NetworkError.rejected(
      resource: "customer",
      fieldErrors: FieldErrors(
        ["metadata[plan]": ["No such plan: gold"]], general: ["Your account is in test mode."]))
    let store = Store(
      initialState: Self.form(),
      reducer: CustomerFormFeature(
        saving: Self.client(keys: keys) { _ in throw refusal }, uuid: .incrementing()))

    await store.send(.submit)

    #expect(
      CustomerFormScreen.lines(await store.state) == [
        "New customer", "  ! Your account is in test mode.", "  Email: ada@example.com",
        "  Name:", "  Plan: gold", "    ! No such plan: gold",
      ])
  }

  @Test func aRetrySendsTheSameKeyAndANewSubmitANewOne() async {
    let keys = LockedKeys()
    let store = Store(
      initialState: Self.form(),
      reducer: CustomerFormFeature(
        saving: Self.client(keys: keys) { attempt in
          guard attempt > 1 else { throw NetworkError.cancelled }
          return Customer(id: "cus_7", email: "ada@example.com", plan: "gold")
        }, uuid: .incrementing()))

    await store.send(.submit)
    await store.send(.retry)

    #expect(keys.all.count == 2)
    #expect(keys.all.first == keys.all.last)
    #expect(CustomerFormScreen.lines(await store.state).last == "Created cus_7.")
  }
}

/// The keys a client was given, in order.
final class LockedKeys: Sendable {
  private let keys = Mutex<[IdempotencyKey]>([])

  /// Keeps `key`, and says how many there are now.
  func append(_ key: IdempotencyKey) -> Int {
    keys.withLock {
      $0.append(key)
      return $0.count
    }
  }

  /// Every key given, in order.
  var all: [IdempotencyKey] {
    keys.withLock { $0 }
  }
}
