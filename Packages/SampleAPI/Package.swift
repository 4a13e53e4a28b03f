// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "SampleAPI",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
  products: [
    .library(name: "SampleAPI", targets: ["SampleAPI"])
  ],
  dependencies: [
    .package(path: "../Models"),
    .package(path: "../Dependencies"),
  ],
  targets: [
    .target(
      name: "SampleAPI",
      dependencies: [
        .product(name: "Models", package: "Models"),
        .product(name: "Dependencies", package: "Dependencies"),
      ]
    ),
    .testTarget(name: "SampleAPITests", dependencies: ["SampleAPI"]),
  ],
  swiftLanguageModes: [.v6]
)
