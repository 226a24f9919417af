//
//  LoginPresenterTests.swift
//  PokedexTests
//

import XCTest
@testable import Pokedex

// Test doubles live here; they are not modules of the app.
final class MockLoginWireframe: LoginWireframeInterface {
    private(set) var options: [LoginNavigationOption] = []

    func navigate(to option: LoginNavigationOption) {
        options.append(option)
    }
}

final class MockLoginView: LoginViewInterface {
    func reloadData() {}
}

final class LoginPresenterTests: XCTestCase {

    func test_register_navigatesToRegister() {
        let wireframe = MockLoginWireframe()
        let presenter = LoginPresenter(wireframe: wireframe, view: MockLoginView(), interactor: LoginInteractor())
        presenter.didSelectRegisterAction()
        XCTAssertEqual(wireframe.options.count, 1)
    }
}
