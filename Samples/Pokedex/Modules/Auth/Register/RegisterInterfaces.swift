//
//  RegisterInterfaces.swift
//  Pokedex
//

import UIKit

enum RegisterNavigationOption {
    case home
    case termsAndConditions
}

protocol RegisterWireframeInterface: WireframeInterface {
    func navigate(to option: RegisterNavigationOption)
}

protocol RegisterViewInterface: ViewInterface {
    func reloadData()
}

protocol RegisterPresenterInterface: PresenterInterface {
    func didRegister()
    func didSelectTerms()
}

protocol RegisterInteractorInterface: InteractorInterface {
}
