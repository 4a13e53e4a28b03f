import HTTPClient
import HTTPClientLive

extension ServerSettings {
  /// The request a reading of every page of `request` starts with on this server: where its
  /// settings name its paging (``statedPaging``), its first page of
  /// `PathReading.defaultPageSize` records unless it asks for a page or size
  /// (`PathRequest.pagedForAll(size:)`); else `request` as it is typed, with no parameter
  /// added that the server may refuse, its pages read on as its answers page them.
  public func firstRequestOfAll(_ request: PathRequest) -> PathRequest {
    statedPaging == nil ? request : request.pagedForAll(size: PathReading.defaultPageSize)
  }
}
