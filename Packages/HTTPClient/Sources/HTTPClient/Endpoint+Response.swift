import Foundation
import HTTPBasics
import JSONCoding

extension Endpoint {
  /// Validates the server's answer to the endpoint and decodes its payload.
  ///
  /// A status the endpoint accepts (see ``successStatuses``) is read with ``payload`` and
  /// `decoder`; a 404 becomes ``NetworkError/notFound(resource:id:)`` for the endpoint's ``item``
  /// (``NetworkError/unexpectedStatus(code:bodyExcerpt:request:attempts:)`` for a collection,
  /// and for a JSON:API write that names related records, which JSON:API answers when one of
  /// those is missing); a
  /// status the endpoint's ``rejection`` format names (`422` by default), whose body it reads,
  /// or one ``RejectionFormat/jsonAPI`` names (`400`, `409`, `422`) answered in JSON:API's media
  /// type with its `errors`, becomes ``NetworkError/rejected(resource:fieldErrors:)``;
  /// any other status becomes ``NetworkError/unexpectedStatus(code:bodyExcerpt:request:attempts:)``
  /// naming `request` (such as `GET http://…/posts`), with the server's own words (see
  /// `String.init(excerptOfErrorBody:limit:)`) or a printable excerpt of the body. A `nil` response (an answer that is not HTTP) has
  /// no status and is decoded as is. A create (see ``createsItem``) whose success does not decode is
  /// ``NetworkError/unconfirmedCreate(resource:status:reason:)``: the item may exist. A success
  /// without a body is read by ``bodilessAnswer`` when the endpoint has one (see
  /// ``allowingBodilessAnswers()``); a create it cannot read is
  /// ``NetworkError/createdWithoutLocation(resource:status:)``. A `412` is
  /// ``NetworkError/versionConflict(resource:request:)`` and a `428`
  /// ``NetworkError/versionRequired(resource:request:)``, unless the ``rejection`` names them;
  /// a `401` is ``NetworkError/unauthorized(request:schemes:bodyExcerpt:)``, with the schemes its
  /// `WWW-Authenticate` asks for.
  /// The fields a refusal of another status than a rejection's names, one after another
  /// (`title "is taken"; author "is missing"`), each message whole, read as
  /// ``RejectionFormat/anyShape`` reads a rejection: at any `4xx`, the status keeps its own
  /// meaning and the fields are shown. `nil` for a body that names no field.
  private static func refusedFields(_ status: Int, _ data: Data) -> String? {
    guard (400..<500).contains(status),
      let errors = RejectionFormat.anyShape.fieldErrors(data), !errors.messages.isEmpty
    else { return nil }
    return errors.lines.joined(separator: "; ")
  }

  /// Whether the endpoint writes a JSON:API document that names related records
  /// (`relationships`): a `404` may then mean one of those is missing, not the record.
  private var namesRelatedRecords: Bool {
    guard contentType == RequestBody.jsonAPIContentType, let body,
      case .object(let document)? = try? JSONValue(parsing: body)
    else { return false }
    return document["data"]?["relationships"] != nil
  }

  public func decode(
    _ data: Data, from response: HTTPResponseHead?, request: ShownRequest? = nil,
    using decoder: JSONDecoder
  ) throws(NetworkError) -> Response {
    if let status = response?.status, !accepts(status) {
      if status == 404, let item, !namesRelatedRecords {
        throw .notFound(resource: item.resource, id: item.id)
      }
      if status == 412, !rejection.rejects(status) {
        throw .versionConflict(resource: item?.resource ?? resource, request: request)
      }
      if status == 428, !rejection.rejects(status) {
        throw .versionRequired(resource: item?.resource ?? resource, request: request)
      }
      if rejection.rejects(status), let fieldErrors = rejection.fieldErrors(data) {
        throw .rejected(resource: resource, fieldErrors: fieldErrors)
      }
      // An error document in JSON:API's media type is JSON:API's, whatever the endpoint reads.
      if !rejection.rejects(status), RejectionFormat.jsonAPI.rejects(status),
        RequestBody.isJSONAPI(response?.value(forHeader: "Content-Type")),
        let fieldErrors = RejectionFormat.jsonAPI.fieldErrors(data)
      {
        throw .rejected(resource: resource, fieldErrors: fieldErrors)
      }
      if status == 401 {
        throw .unauthorized(
          request: request,
          schemes: response?.value(forHeader: "WWW-Authenticate").map(AuthenticationSchemes.parse)
            ?? [], bodyExcerpt: String(excerptOfErrorBody: data))
      }
      throw .unexpectedStatus(
        code: status,
        bodyExcerpt: Self.refusedFields(status, data) ?? String(excerptOfErrorBody: data),
        request: request)
    }
    if let head = response, let bodilessAnswer, Self.isBlank(data) {
      if let answer = bodilessAnswer(head) {
        return answer
      }
      throw .createdWithoutLocation(resource: resource, status: head.status)
    }
    if fetchesCreatedRecord, createsItem, let status = response?.status, Self.isBlank(data) {
      throw .createdWithoutLocation(resource: resource, status: status)
    }
    do {
      if let headPayload {
        return try headPayload(data, response, decoder)
      }
      return try payload(data, decoder)
    } catch let error as NetworkError {
      throw error
    } catch {
      let failure = NetworkError(decoding: error, of: data, resource: resource)
      guard createsItem, let status = response?.status,
        case .undecodable(_, let codingPath, let reason) = failure
      else { throw failure }
      throw .unconfirmedCreate(
        resource: resource, status: status,
        reason: codingPath.isEmpty ? reason : "\(reason) at \(codingPath)")
    }
  }

  /// Whether `data` holds nothing but white space, as a body that is not there: what a session
  /// reads as an answer without a body, such as a create's that only names its `Location`.
  public static func isBlank(_ data: Data) -> Bool {
    data.allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
  }
}
