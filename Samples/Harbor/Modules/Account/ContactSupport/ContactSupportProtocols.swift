//
//  ContactSupportProtocols.swift
//  Harbor
//

import UIKit

protocol ContactSupportViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol ContactSupportPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapComposeSupportMail()
    func didTapAttachLog()
    func didPick(documents: [URL])
    func didTapClose()
}

protocol ContactSupportInteractorInput: AnyObject {
    func load()
}

protocol ContactSupportInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol ContactSupportRouterProtocol: AnyObject {
    func composeSupportMail(subject: String, body: String)
    func attachLog()
    func close()
}
