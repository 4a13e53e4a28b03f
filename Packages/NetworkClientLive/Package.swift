// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "NetworkClientLive",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
  products: [
    .library(name: "NetworkClientLive", targets: ["NetworkClientLive"]),
    .library(name: "CurlSocketNarrowing", targets: ["CurlSocketNarrowing"]),
  ],
  dependencies: [
    .package(path: "../Models"),
    .package(path: "../Dependencies"),
    .package(path: "../NetworkClient"),
    .package(path: "../HTTPBasics"),
  ],
  targets: [
    .target(
      name: "NetworkClientLive",
      dependencies: [
        .product(name: "Models", package: "Models"),
        .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "NetworkClient", package: "NetworkClient"),
        .product(name: "HTTPBasics", package: "HTTPBasics"),
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
      name: "NetworkClientLiveTests",
      dependencies: [
        "NetworkClientLive",
        .product(name: "NetworkClient", package: "NetworkClient"),
        .product(name: "NetworkClientTestSupport", package: "NetworkClient"),
        .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "HTTPBasics", package: "HTTPBasics"),
      ]
    ),
    .testTarget(name: "CurlSocketNarrowingTests", dependencies: ["CurlSocketNarrowing"]),
    .testTarget(name: "CurlOnDemandTests", dependencies: ["CurlOnDemand"]),
  ],
  swiftLanguageModes: [.v6]
)
