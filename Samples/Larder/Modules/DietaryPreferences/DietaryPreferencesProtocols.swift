//
//  DietaryPreferencesProtocols.swift
//  Larder
//

import UIKit

protocol DietaryPreferencesViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol DietaryPreferencesPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapSavePreferences()
    func didTapClose()
}

protocol DietaryPreferencesInteractorInput: AnyObject {
    func load()
    func savePreferences()
}

protocol DietaryPreferencesInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didSavePreferences()
    func didFail(with error: Error)
}

protocol DietaryPreferencesRouterProtocol: AnyObject {
    func openHouseholdSetup()
    func close()
}

/// Where the screen is shown: the third step of sign-up, or a page of Settings.
enum DietaryPreferencesMode {
    case onboarding
    case settings
}
