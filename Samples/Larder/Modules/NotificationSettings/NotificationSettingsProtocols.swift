//
//  NotificationSettingsProtocols.swift
//  Larder
//

import UIKit

protocol NotificationSettingsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol NotificationSettingsPresenterProtocol: AnyObject {
    func viewDidLoad()
}

protocol NotificationSettingsInteractorInput: AnyObject {
    func load()
}

protocol NotificationSettingsInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol NotificationSettingsRouterProtocol: AnyObject {
}
