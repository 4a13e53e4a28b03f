// swift-tools-version: 6.0
import PackageDescription

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
    .package(path: "../TestSupport"),
  ],
  targets: [
    .target(
      name: "HTTPClientLive",
      dependencies: [
        .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "HTTPBasics", package: "HTTPBasics"),
        .product(name: "HTTPClient", package: "HTTPClient"),
        "CurlOnDemand",
      ]
    ),
    .target(
      name: "CurlSocketNarrowing",
      dependencies: ["CurlOnDemand"],
      linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
    ),
    .target(
      name: "CurlOnDemand",
      linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
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
    .testTarget(name: "CurlSocketNarrowingTests", dependencies: ["CurlSocketNarrowing"]),
    .testTarget(name: "CurlOnDemandTests", dependencies: ["CurlOnDemand"]),
  ],
  swiftLanguageModes: [.v6]
)
