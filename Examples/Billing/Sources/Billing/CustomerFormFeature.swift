import Dependencies
import Features

/// The create form: `FormFeature` over ``CustomerForm``, each create under a new idempotency
/// key and each retry under the same one.
public typealias CustomerFormFeature = FormFeature<CustomerForm>

extension FormFeature where State == CustomerForm {
  /// Creates the form, creating through `client`; `uuid` makes the keys.
  public init(client: BillingClient, uuid: UUIDGenerator = Dependency(\.uuid).wrappedValue) {
    self.init(
      keyedSubmission: { form, key in
        .request { [draft = form.draft] in try await client.create(draft, key) }
      }, uuid: uuid)
  }
}
