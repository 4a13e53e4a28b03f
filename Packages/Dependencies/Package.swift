// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Dependencies",
  products: [
    .library(name: "Dependencies", targets: ["Dependencies"])
  ],
  targets: [
    .target(name: "Dependencies"),
    .testTarget(name: "DependenciesTests", dependencies: ["Dependencies"]),
  ],
  swiftLanguageModes: [.v6]
)
