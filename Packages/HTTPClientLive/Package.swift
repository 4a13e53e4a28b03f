// swift-tools-version: 6.0
import PackageDescription

// On Linux, FoundationNetworking's calls to libcurl reach the C targets' replacements only in a
// program whose executable exports them (see the LinkingTheCurlLayer article): each target
// exports its own, so that a program that depends on HTTPClientLive needs no setting of its own.
// SwiftPM accepts these flags from a package that is a root, or a dependency by path (or by
// branch or revision), not from one resolved by version.
func exporting(_ functions: String...) -> [LinkerSetting] {
  [
    .linkedLibrary("dl", .when(platforms: [.linux])),
    .unsafeFlags(
      functions.flatMap { ["-Xlinker", "--export-dynamic-symbol=\($0)"] },
      .when(platforms: [.linux])),
  ]
}

let package = Package(
  name: "HTTPClientLive",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
  products: [
    .library(name: "HTTPClientLive", targets: ["HTTPClientLive"]),
    .library(name: "CurlSocketNarrowing", targets: ["CurlSocketNarrowing"]),
  ],
  dependencies: [
    .package(path: "../Dependencies"),
    .package(path: "../HTTPBasics"),
    .package(path: "../HTTPClient"),
    .package(path: "../JSONCoding"),
    .package(path: "../TestSupport"),
  ],
  targets: [
    .target(
      name: "HTTPClientLive",
      dependencies: [
        .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "HTTPBasics", package: "HTTPBasics"),
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "JSONCoding", package: "JSONCoding"),
        "CurlOnDemand", "CurlSocketNarrowing",
      ]
    ),
    .target(
      name: "CurlSocketNarrowing",
      dependencies: ["CurlOnDemand"],
      linkerSettings: exporting("curl_multi_setopt")
    ),
    .target(
      name: "CurlOnDemand",
      linkerSettings: exporting("curl_easy_setopt", "curl_easy_cleanup", "curl_url_get")
    ),
    .testTarget(
      name: "HTTPClientLiveTests",
      dependencies: [
        "HTTPClientLive",
        .product(name: "HTTPClient", package: "HTTPClient"),
        .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "HTTPBasics", package: "HTTPBasics"),
        .product(name: "TestSupport", package: "TestSupport"),
      ]
    ),
    .testTarget(
      name: "CurlSocketNarrowingTests",
      dependencies: ["CurlSocketNarrowing", .product(name: "TestSupport", package: "TestSupport")]),
    .testTarget(
      name: "CurlOnDemandTests",
      dependencies: ["CurlOnDemand", .product(name: "TestSupport", package: "TestSupport")]),
  ],
  swiftLanguageModes: [.v6]
)
