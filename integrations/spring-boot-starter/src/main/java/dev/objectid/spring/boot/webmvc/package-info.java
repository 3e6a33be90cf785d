/** Spring MVC: problem details for malformed ids in requests. */
package dev.objectid.spring.boot.webmvc;
