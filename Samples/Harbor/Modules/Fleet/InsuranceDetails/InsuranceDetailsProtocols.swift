//
//  InsuranceDetailsProtocols.swift
//  Harbor
//

import UIKit

protocol InsuranceDetailsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol InsuranceDetailsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapUploadPolicy()
    func didTapEmailInsurer()
    func didTapPolicyPortal()
    func didPick(documents: [URL])
}

protocol InsuranceDetailsInteractorInput: AnyObject {
    func load()
}

protocol InsuranceDetailsInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol InsuranceDetailsRouterProtocol: AnyObject {
    func uploadPolicy()
    func emailInsurer(subject: String, body: String)
    func openPolicyPortal(url: URL)
}
